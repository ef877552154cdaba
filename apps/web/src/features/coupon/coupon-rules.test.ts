// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '@sb/coupon';
import {
  COUPON_STORAGE_KEY,
  COUPON_SETTINGS_STORAGE_KEY,
  applySettingsRules,
  couponSettingsStore,
  couponStore,
  DEFAULT_COUPON_SETTINGS,
  type CouponBet,
} from '../../lib/coupon-store';
import { amountStepsFor, stepAmount } from './lib/amount-steps';
import { couponOf, summaryOf, type CouponInput } from './lib/coupon-math';
import { oneClickStep } from './lib/one-click';
import { applyCoefChanges, coefChangesOf, placementRequest } from './lib/placement';
import { isQuickCouponShown } from './lib/quick-coupon';
import { applyOutcomeRefresh, coefMove, isLegLocked } from './lib/refresh';
import { effectiveSystemValue, effectiveType, offeredTypes, systemChoice } from './lib/type-offer';

function bet(id: string, coef: number, gameId: number, extra: Partial<CouponBet> = {}): CouponBet {
  return {
    market: { id, coef, sportId: 1, typeId: 1, kind: 1, isLive: false, champId: 1, gameId, groupId: 1, param: null },
    blockId: 0,
    statusId: -1,
    gameStatusId: 1,
    scores: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    gameName: `Game ${gameId}`,
    champName: 'League',
    startAt: 0,
    ...extra,
  };
}
const legs = (n: number) => Array.from({ length: n }, (_, i) => bet(`o${i}`, 2, i + 1));
const input = (typeId: CouponInput['typeId'], bets: CouponBet[], extra: Partial<CouponInput> = {}): CouponInput => ({
  typeId,
  bets,
  amount: 10_000n,
  systemValue: null,
  amountByBlockId: {},
  amountByBetId: {},
  bonusExpressEnabled: false,
  antiExpressCoef: null,
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  couponStore.reset();
});

describe('§3 Coupon state: the store survives reloads', () => {
  it('persists selections and reads them back after a reload (module state forgotten)', () => {
    couponStore.toggle(bet('a', 1.85, 1));
    couponStore.set({ amount: '25' });
    couponStore.reset();
    expect(couponStore.get().bets.map((b) => b.market.id)).toEqual(['a']);
    expect(couponStore.get().amount).toBe('25');
  });

  it('toggle adds and removes; has() answers for the line pages', () => {
    couponStore.toggle(bet('a', 1.85, 1));
    expect(couponStore.has('a')).toBe(true);
    couponStore.toggle(bet('a', 1.85, 1));
    expect(couponStore.has('a')).toBe(false);
  });

  it('a corrupt or ill-typed stored coupon never crashes: bad bets dropped, bad fields defaulted', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify({ bets: [{ nope: 1 }, bet('ok', 2, 1)], amount: 5 }));
    expect(couponStore.get().bets.map((b) => b.market.id)).toEqual(['ok']);
    expect(couponStore.get().amount).toBe('');
    couponStore.reset();
    localStorage.setItem(COUPON_STORAGE_KEY, '{not json');
    expect(couponStore.get().bets).toEqual([]);
  });

  it('§3 Coupon settings: changeCoefAction defaults to 2 and settings persist', () => {
    expect(couponSettingsStore.get().changeCoefAction).toBe(2);
    couponSettingsStore.set({ changeCoefAction: 0, isCouponFixed: true });
    couponStore.reset();
    expect(couponSettingsStore.get()).toMatchObject({ changeCoefAction: 0, isCouponFixed: true });
    localStorage.setItem(COUPON_SETTINGS_STORAGE_KEY, JSON.stringify({ changeCoefAction: 7 }));
    couponStore.reset();
    expect(couponSettingsStore.get().changeCoefAction).toBe(2);
  });
});

describe('§3 Coupon types offered by the selection count', () => {
  it.each([
    [1, [COUPON_TYPE.single]],
    [2, [1, 3, 5, 6, 9]],
    [3, [1, 2, 3, 4, 5, 6, 8, 9]],
    [4, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('%i selections offer %j', (n, types) => {
    expect(offeredTypes(legs(n))).toEqual(types);
  });

  it('two selections of one game offer only independent singles (no combination of one game)', () => {
    expect(offeredTypes([bet('a', 2, 1), bet('b', 2, 1)])).toEqual([COUPON_TYPE.manySingles]);
  });

  it('a chosen type the count no longer allows falls back to single / express', () => {
    expect(effectiveType(COUPON_TYPE.system, offeredTypes(legs(2)))).toBe(COUPON_TYPE.express);
    expect(effectiveType(COUPON_TYPE.express, offeredTypes(legs(1)))).toBe(COUPON_TYPE.single);
    expect(effectiveType(COUPON_TYPE.system, offeredTypes(legs(3)))).toBe(COUPON_TYPE.system);
  });
});

describe('§4/§5 System value is at least 2', () => {
  it('offers k from 2 below n, above the banker count', () => {
    expect(systemChoice(COUPON_TYPE.system, legs(4)).values).toEqual([2, 3]);
    const withBanker = legs(4).map((b, i) => (i === 0 ? { ...b, isBanker: true } : b));
    expect(systemChoice(COUPON_TYPE.system, withBanker).values).toEqual([2, 3]);
    const twoBankers = legs(5).map((b, i) => (i < 2 ? { ...b, isBanker: true } : b));
    expect(systemChoice(COUPON_TYPE.system, twoBankers).values).toEqual([3, 4]);
  });

  it('a stored value below 2 (or out of range) becomes the smallest offered', () => {
    expect(effectiveSystemValue(1, [2, 3])).toBe(2);
    expect(effectiveSystemValue(0, [2, 3])).toBe(2);
    expect(effectiveSystemValue(3, [2, 3])).toBe(3);
    expect(effectiveSystemValue(2, [])).toBeNull();
  });

  it('a 2/3 system of 2.00 legs at 30.00: 3 lines of 10.00, possible win 40.00 to 120.00', () => {
    const s = summaryOf(input(COUPON_TYPE.system, legs(3), { amount: 3000n, systemValue: 2 }), undefined);
    expect(s?.lineCount).toBe(3);
    expect(s?.possibleWin.min).toBe(4000n);
    expect(s?.possibleWin.max).toBe(12_000n);
  });
});

describe('§4 Coupon: one-click confirmation', () => {
  it('enabling with a non-empty coupon asks; with an empty one enables; disabling never asks', () => {
    expect(oneClickStep(true, 2)).toBe('confirm');
    expect(oneClickStep(true, 0)).toBe('enable');
    expect(oneClickStep(false, 3)).toBe('disable');
  });

  it('confirming clears the coupon and turns one-click on; declining leaves it off', () => {
    couponStore.toggle(bet('a', 2, 1));
    // Declining: nothing is written.
    expect(couponSettingsStore.get().isActiveOneClick).toBe(false);
    expect(couponStore.get().bets).toHaveLength(1);
    couponSettingsStore.enableOneClickClearing();
    expect(couponSettingsStore.get().isActiveOneClick).toBe(true);
    expect(couponStore.get().bets).toHaveLength(0);
  });
});

describe('§4 Coupon: exact coefficient and drop-on-score-change', () => {
  it('setting exact coefficient to zero also resets drop-on-score-change', () => {
    const on = applySettingsRules(DEFAULT_COUPON_SETTINGS, { exactCoef: 1, isDropOnScoreChange: true });
    expect(on.isDropOnScoreChange).toBe(true);
    expect(applySettingsRules(on, { exactCoef: 0 }).isDropOnScoreChange).toBe(false);
  });

  it('enabling drop-on-score-change disables one-click', () => {
    const oneClick = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true, exactCoef: 1 as const };
    expect(applySettingsRules(oneClick, { isDropOnScoreChange: true }).isActiveOneClick).toBe(false);
  });

  it('with the setting on, a live selection leaves the coupon when its game score changes', () => {
    couponSettingsStore.set({ exactCoef: 1, isDropOnScoreChange: true });
    couponStore.toggle(bet('a', 2, 7, { scores: '0:0' }));
    couponStore.toggle(bet('b', 2, 8, { scores: '0:0' }));
    couponStore.updateScore(7, '0:0');
    expect(couponStore.get().bets).toHaveLength(2);
    couponStore.updateScore(7, '1:0');
    expect(couponStore.get().bets.map((b) => b.market.id)).toEqual(['b']);
  });

  it('exact coefficient places with policy 0 (confirm) whatever policy is chosen', () => {
    const req = placementRequest({
      typeId: COUPON_TYPE.single,
      bets: [bet('a', 1.85, 1)],
      accountId: 1,
      amount: 500n,
      systemValue: null,
      amountByBlockId: {},
      amountByBetId: {},
      settings: { changeCoefAction: 2, exactCoef: 1 },
      isVipBet: false,
      promoCode: '',
      antiExpressCoef: null,
      idempotencyKey: 'k-12345678',
    });
    expect(req).toMatchObject({ changeCoefAction: 0, amount: '500', bets: [{ outcomeId: 'a', coef: 1.85 }] });
  });
});

describe('§9 Coupon: amount steps and initial bet per currency, fallback RUB', () => {
  const settings = { isManualAmountStep: false, amountStepByCurrencyIso: {} };
  it('USD step 2.5 initial 5; RUB step 100 initial 150 (minor units)', () => {
    expect(amountStepsFor('USD', { settings })).toEqual({ step: 250, initial: 500 });
    expect(amountStepsFor('RUB', { settings })).toEqual({ step: 10_000, initial: 15_000 });
  });
  it('an unknown currency falls back to RUB; the site config wins over the defaults', () => {
    expect(amountStepsFor('XYZ', { settings })).toEqual({ step: 10_000, initial: 15_000 });
    const config = { fallbackCurrency: 'RUB', steps: { EUR: { step: 200, initial: 1000 } } };
    expect(amountStepsFor('EUR', { settings, config })).toEqual({ step: 200, initial: 1000 });
  });
  it("the player's manual step wins when isManualAmountStep", () => {
    const manual = { isManualAmountStep: true, amountStepByCurrencyIso: { USD: 100 } };
    expect(amountStepsFor('USD', { settings: manual })).toEqual({ step: 100, initial: 500 });
  });
  it('+ and − move to the next multiple of the step within min and max; empty starts at the initial bet', () => {
    const usd = { step: 250, initial: 500 };
    expect(stepAmount(null, usd, 1)).toBe(500n);
    expect(stepAmount(500n, usd, 1)).toBe(750n);
    expect(stepAmount(600n, usd, 1)).toBe(750n);
    expect(stepAmount(600n, usd, -1)).toBe(500n);
    expect(stepAmount(250n, usd, -1, { min: 100n })).toBe(100n);
    expect(stepAmount(1000n, usd, 1, { max: 1000n })).toBe(1000n);
  });
});

describe('§4 Coupon bet: locks and moving prices', () => {
  it('locked if blocked, dependent or banned for express, or the game finished (status 4)', () => {
    expect(isLegLocked(bet('a', 2, 1))).toBe(false);
    expect(isLegLocked(bet('a', 2, 1, { isBlocked: true }))).toBe(true);
    expect(isLegLocked(bet('a', 2, 1, { isDepend: true }))).toBe(true);
    expect(isLegLocked(bet('a', 2, 1, { isBannedExpress: true }))).toBe(true);
    expect(isLegLocked(bet('a', 2, 1, { gameStatusId: 4 }))).toBe(true);
  });

  it('a refresh moves the coef (shown up/down), follows the blocked flag, locks a vanished outcome', () => {
    const bets = [bet('a', 2, 1), bet('b', 1.5, 2), bet('c', 3, 3)];
    const o = (id: string, coef: number, isBlocked = false) => ({
      id,
      coef,
      isBlocked,
      gameId: 1,
      sportId: 1,
      champId: 1,
      groupId: 1,
      typeId: 1,
      param: null,
      kind: 1,
      isLive: false,
    });
    const next = applyOutcomeRefresh(bets, [o('a', 2.1), o('b', 1.4, true)]);
    expect(next.map(coefMove)).toEqual(['up', 'down', null]);
    expect(next.map((b) => b.isBlocked)).toEqual([false, true, true]);
    expect(applyOutcomeRefresh(next, [o('a', 2.1), o('b', 1.4, true)])).toBe(next);
  });

  it('a 409 coef_changed answer puts the server prices in the coupon (the old kept to show the move)', () => {
    const body = {
      errors: [{ status: '409', code: 'coef_changed', title: 'bet_error_coef_changed', detail: '' }],
      changes: [{ outcomeId: 'a', coef: 1.8 }, { outcomeId: 'b' }, 'junk'],
      antiExpressCoef: 2.5,
    };
    const parsed = coefChangesOf(body);
    expect(parsed).toEqual({ changes: [{ outcomeId: 'a', coef: 1.8 }], antiExpressCoef: 2.5 });
    expect(coefChangesOf(undefined)).toEqual({ changes: [], antiExpressCoef: null });
    const next = applyCoefChanges([bet('a', 2, 1), bet('b', 1.5, 2)], parsed.changes);
    expect(next.map((b) => b.market.coef)).toEqual([1.8, 1.5]);
    expect(next.map(coefMove)).toEqual(['down', null]);
  });

  it('total odds and possible win follow the refreshed odds', () => {
    const before = summaryOf(input(COUPON_TYPE.express, [bet('a', 2, 1), bet('b', 1.5, 2)]), undefined);
    expect(before?.totalOdds).toBe(3000n);
    expect(before?.possibleWin.max).toBe(30_000n);
    const after = summaryOf(input(COUPON_TYPE.express, [bet('a', 2.2, 1), bet('b', 1.5, 2)]), undefined);
    expect(after?.totalOdds).toBe(3300n);
  });

  it('many singles take a stake per selection (amountByBetId), conditional a stake per block', () => {
    const singles = couponOf(input(COUPON_TYPE.manySingles, legs(2), { amountByBetId: { o0: 200n } }));
    expect(singles && 'singles' in singles ? singles.singles.map((s) => s.stake) : []).toEqual([200n, 10_000n]);
    const blocks = [bet('a', 2, 1), bet('b', 2, 2, { blockId: 1 })];
    expect(couponOf(input(COUPON_TYPE.conditional, blocks))).toBeNull();
    expect(couponOf(input(COUPON_TYPE.conditional, blocks, { amountByBlockId: { '1': 500n } }))).not.toBeNull();
  });
});

describe('§4 Route guards: the quick coupon', () => {
  it('is hidden unless route condition 38 is available', () => {
    expect(isQuickCouponShown([47])).toBe(false);
    expect(isQuickCouponShown(undefined)).toBe(false);
    expect(isQuickCouponShown([38, 47])).toBe(true);
  });
});
