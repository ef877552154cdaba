import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areContactsFilled,
  isProfileFilled,
  normalizePersonalData,
  personalDataProblems,
  PERSONAL_FIELDS,
  type PersonalDataInput,
} from './office-personal';

const today = new Date(Date.UTC(2026, 10, 21, 12));
const full: PersonalDataInput = {
  surname: 'Ivanova',
  name: 'Анна',
  middle_name: "O'Neil-Smith",
  date_birthday: '1990-04-12',
  birth_place: 'Saint Petersburg',
  country_code: 'ru',
  region: 'Leningrad oblast',
  city: 'Saint Petersburg',
  registration_address: 'Nevsky pr. 28, apt. 5',
  postcode: '191186',
  passport_series: '4010',
  passport: '123456',
  passport_date: '2010-05-20',
  passport_issuer: 'Department No. 2',
  inn: '7707083893',
  document_type_id: 1,
};
const RULE = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;

describe('spec §5 profile filled and contacts filled', () => {
  it('property: the profile is filled exactly when all six fields are present', () => {
    fc.assert(
      fc.property(fc.subarray([...RULE]), fc.constantFrom(null, '', '   '), (missing, blank) => {
        const d = { ...full };
        for (const f of missing) d[f] = blank;
        expect(isProfileFilled(d)).toBe(missing.length === 0);
      }),
    );
  });

  it('contacts are filled when phone and e-mail both exist', () => {
    expect(areContactsFilled({ phone: '79161234567', email: 'a@b.c' })).toBe(true);
    expect(areContactsFilled({ phone: null, email: 'a@b.c' })).toBe(false);
    expect(areContactsFilled({ phone: '79161234567', email: null })).toBe(false);
    expect(areContactsFilled({ phone: '', email: '' })).toBe(false);
  });
});

describe('issue 17 personal data validation', () => {
  it('a complete, sensible form has no problem; an empty one neither (every field is optional)', () => {
    expect(personalDataProblems(full, today, 18)).toEqual([]);
    const empty: PersonalDataInput = { ...full, ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])) };
    expect(personalDataProblems(empty, today, 18)).toEqual([]);
  });

  it('property: the minimum age holds to the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 25 }), fc.integer({ min: 0, max: 3650 }), (minAge, back) => {
        const day = new Date(today.getTime() - back * 86_400_000);
        const iso = (y: number) =>
          `${y}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
        // Born on this calendar day minAge years before it: of age (29 February aside).
        if (day.getUTCMonth() === 1 && day.getUTCDate() === 29) return;
        const born = iso(day.getUTCFullYear() - minAge);
        const codes = (d: string) =>
          personalDataProblems({ ...full, date_birthday: d, passport_date: null }, day, minAge).map((p) => p.code);
        expect(codes(born)).toEqual([]);
        const dayLater = new Date(Date.parse(`${born}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(codes(dayLater)).toEqual(['office_under_age']);
      }),
    );
  });

  it('property: problems come sorted by priority, one per field at most', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(
            Object.keys(full)
              .filter((k) => k !== 'document_type_id')
              .map((k) => [k, fc.option(fc.string({ maxLength: 30 }))]),
          ) as Record<string, fc.Arbitrary<string | null>>,
        ),
        fc.option(fc.integer({ min: -5, max: 10 })),
        (texts, type) => {
          const input = normalizePersonalData({ ...full, ...texts, document_type_id: type });
          const problems = personalDataProblems(input, today, 18);
          const priorities = problems.map((p) => p.priority);
          expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
          expect(new Set(problems.map((p) => p.field)).size).toBe(problems.length);
        },
      ),
    );
  });

  it('normalizes: trims, blanks to null, country lower-case, inner spaces collapsed', () => {
    const n = normalizePersonalData({ ...full, city: '  Saint   Petersburg ', country_code: 'RU', inn: ' ' });
    expect(n.city).toBe('Saint Petersburg');
    expect(n.country_code).toBe('ru');
    expect(n.inn).toBeNull();
  });
});
