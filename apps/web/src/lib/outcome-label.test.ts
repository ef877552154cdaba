import { describe, expect, it } from 'vitest';
import { MARKETS_NAME_TYPE } from '@sb/preferences';
import { outcomeLabel } from './outcome-label';

/** A translator like lib/i18n's: an unknown key renders as the key. */
const messages: Readonly<Record<string, string>> = {
  outcome_1: 'Home win',
  outcome_short_1: '1',
  outcome_9: 'Over {{param}}',
};
const t = (key: string, vars?: { param?: string }) => messages[key]?.replace('{{param}}', vars?.param ?? '') ?? key;

describe('spec §3 marketsNameType on coupon legs', () => {
  it('full names by default, the short code when chosen', () => {
    expect(outcomeLabel(t, 1, null)).toBe('Home win');
    expect(outcomeLabel(t, 1, null, MARKETS_NAME_TYPE.short)).toBe('1');
  });

  it('short falls back to the full name where the dictionary has no code, and to the ids without either', () => {
    expect(outcomeLabel(t, 9, 2.5, MARKETS_NAME_TYPE.short)).toBe('Over 2.5');
    expect(outcomeLabel(t, 77, 1.5, MARKETS_NAME_TYPE.short)).toBe('77 (1.5)');
  });
});
