import { describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import { MARKETS_NAME_TYPE } from '@sb/preferences';
import { OUTCOME_TYPE, MARKET_GROUP } from '@sb/contracts/line-ids';
import { marketGroupKey, outcomeKey } from './market-names';

const en: Record<string, string> = await loadDictionary('en');
const keys = new Set(Object.keys(en));
const { full, short } = MARKETS_NAME_TYPE;

describe('spec §3 marketsNameType: full or short market and outcome names', () => {
  it('spec §3 marketsNameType full: "Home win" and the market group by its name', () => {
    expect(outcomeKey({ typeId: OUTCOME_TYPE.win1, param: null }, full)).toBe('outcome_1');
    expect(marketGroupKey(MARKET_GROUP.result, full)).toBe('market_group_1');
  });

  it('spec §3 marketsNameType short: coupon-style codes (1, X, 2, O 2.5, 1X2)', () => {
    expect(outcomeKey({ typeId: OUTCOME_TYPE.win1, param: null }, short)).toBe('outcome_short_1');
    expect(en[outcomeKey({ typeId: OUTCOME_TYPE.draw, param: null }, short)]).toBe('X');
    expect(outcomeKey({ typeId: OUTCOME_TYPE.over, param: 2.5 }, short)).toBe('outcome_short_9');
    expect(marketGroupKey(MARKET_GROUP.result, short)).toBe('market_group_short_1');
  });

  it('spec §3 marketsNameType: every market group and outcome type has a dictionary key in both forms', () => {
    for (const g of Object.values(MARKET_GROUP)) {
      expect(keys.has(marketGroupKey(g, full))).toBe(true);
      expect(keys.has(marketGroupKey(g, short))).toBe(true);
    }
    for (const typeId of Object.values(OUTCOME_TYPE)) {
      const o = { typeId, param: 1 };
      expect(keys.has(outcomeKey(o, full))).toBe(true);
      expect(keys.has(outcomeKey(o, short))).toBe(true);
    }
  });

  it('"any other score" keeps its words in the short form', () => {
    expect(outcomeKey({ typeId: OUTCOME_TYPE.correctScore, param: -1 }, short)).toBe('outcome_13_other');
  });
});
