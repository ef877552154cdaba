import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUERY_ERROR_KEY, SAVE_SUCCESS_KEY, shownErrors, successKey } from './office-errors';

const known = (key: string) => key.startsWith('office_') || key === 'main_save_success';
const item = (field: string, priority: number, title = `office_invalid_${field}`) => ({
  status: '400',
  code: title,
  title,
  detail: field,
  field,
  priority,
});

describe('spec §8 settings errors', () => {
  it('a failure without an explanation (network, 500, unparsable body) is main_query_error', () => {
    expect(shownErrors({ status: 'network_error' }, known).messages).toEqual([QUERY_ERROR_KEY]);
    expect(shownErrors({ status: 500, body: { errors: [item('name', 1)] } }, known).messages).toEqual([
      QUERY_ERROR_KEY,
    ]);
    expect(shownErrors({ status: 400, body: 'nope' }, known).messages).toEqual([QUERY_ERROR_KEY]);
    expect(shownErrors(null, known)).toEqual({ messages: [], fields: {}, more: 0 });
  });

  it("a refusal the server explains shows the error's own message; an unknown key falls back", () => {
    const r = shownErrors({ status: 400, body: { errors: [item('name', 1), item('x', 2, 'weird_key')] } }, known);
    expect(r.messages).toEqual(['office_invalid_name', QUERY_ERROR_KEY]);
    expect(r.fields).toEqual({ name: 'office_invalid_name', x: QUERY_ERROR_KEY });
  });

  it('at most 3 shown, by priority; every field keeps its message; the rest are counted', () => {
    const body = {
      errors: [item('inn', 14), item('surname', 0), item('city', 7), item('name', 1), item('postcode', 9)],
    };
    const r = shownErrors({ status: 400, body }, known);
    expect(r.messages).toEqual(['office_invalid_surname', 'office_invalid_name', 'office_invalid_city']);
    expect(Object.keys(r.fields)).toHaveLength(5);
    expect(r.more).toBe(2);
  });

  it('property: never more than 3 messages, sorted by priority, and more counts the rest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }), (priorities) => {
        const errors = priorities.map((p, i) => item(`f${i}`, p, `office_p${p}`));
        const r = shownErrors({ status: 400, body: { errors } }, known);
        expect(r.messages.length).toBe(Math.min(3, priorities.length));
        expect(r.more).toBe(priorities.length - r.messages.length);
        const shown = r.messages.map((m) => Number(m.slice('office_p'.length)));
        expect(shown).toEqual([...priorities].sort((a, b) => a - b).slice(0, 3));
      }),
    );
  });

  it('success: the server message, else main_save_success', () => {
    expect(successKey('main_save_success', known)).toBe(SAVE_SUCCESS_KEY);
    expect(successKey(undefined, known)).toBe(SAVE_SUCCESS_KEY);
    expect(successKey('office_idea_sent', known)).toBe('office_idea_sent');
    expect(successKey('unknown', known)).toBe(SAVE_SUCCESS_KEY);
  });
});
