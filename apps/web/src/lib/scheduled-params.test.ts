import { describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts/scheduled-ids';
import { couponBetOf } from './coupon-store';
import { scheduledParamText } from './scheduled-params';

describe('issue 19: scheduled outcome params as a player reads them (coupon and history)', () => {
  it('suits by symbol, wheel sectors by their numbers, the21 totals by line and hand', () => {
    expect(scheduledParamText(T.cardSuit, 2)).toBe('♥');
    expect(scheduledParamText(T.sector, 2)).toBe('13–24');
    expect(scheduledParamText(T.sector, 4)).toBe('0');
    expect(scheduledParamText(T.totalOver, 121.5)).toBe('21.5 (#1)');
    expect(scheduledParamText(T.totalUnder, 219.5)).toBe('19.5 (#2)');
  });
  it('anything else shows as it is', () => {
    expect(scheduledParamText(T.totalOver, 45.5)).toBeNull();
    expect(scheduledParamText(T.ballDrawn, 17)).toBeNull();
    expect(scheduledParamText(1, null)).toBeNull();
  });
});

describe('issue 19: a race runner in the coupon is labelled by its name', () => {
  const outcome = {
    id: '1860381087_25_3120004',
    gameId: 1860381087,
    sportId: 312,
    champId: 900312,
    groupId: 25,
    typeId: 25,
    param: 3120004,
    kind: 7,
    coef: 5.93,
    isLive: false,
    isBlocked: false,
    name: 'Copper Crown',
  };
  const names = { gameName: 'Horse racing #381087', champName: 'Horse racing', startAt: 0, gameStatusId: 1 };
  it('a competitor outcome keeps its name; other outcomes are labelled from the dictionary', () => {
    expect(couponBetOf(outcome, names).outcomeName).toBe('Copper Crown');
    expect(couponBetOf({ ...outcome, typeId: 1, name: 'Home' }, names).outcomeName).toBeUndefined();
  });
});
