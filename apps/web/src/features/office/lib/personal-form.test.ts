import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONAL_TEXT_FIELDS, type PersonalDataInput } from '@sb/contracts';
import { draftOf, inputOf, isDirty, latestBirthDate } from './personal-form';

const blank: PersonalDataInput = {
  ...(Object.fromEntries(PERSONAL_TEXT_FIELDS.map((f) => [f, null])) as Record<
    (typeof PERSONAL_TEXT_FIELDS)[number],
    null
  >),
  document_type_id: null,
};

describe('issue 17 personal data form', () => {
  it('property: a saved answer survives draft → input unchanged', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(
            PERSONAL_TEXT_FIELDS.map((f) => [
              f,
              fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '')),
            ]),
          ),
        ),
        fc.option(fc.integer({ min: 1, max: 4 })),
        (texts, type) => {
          const data = { ...blank, ...texts, document_type_id: type } as PersonalDataInput;
          expect(inputOf(draftOf(data))).toEqual(data);
          expect(isDirty(draftOf(data), draftOf(data))).toBe(false);
        },
      ),
    );
  });

  it('blank inputs are sent as null; a changed field makes the form dirty, spaces alone do not', () => {
    const d = draftOf({ ...blank, name: 'Ana' });
    expect(inputOf({ ...d, city: '   ' }).city).toBeNull();
    expect(isDirty({ ...d, name: 'Ana ' }, d)).toBe(false);
    expect(isDirty({ ...d, name: 'Anna' }, d)).toBe(true);
  });

  it('the birth date picker stops at the minimum age', () => {
    expect(latestBirthDate(new Date(Date.UTC(2026, 10, 21)), 18)).toBe('2008-11-21');
  });
});
