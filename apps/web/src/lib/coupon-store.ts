import { useSyncExternalStore } from 'react';
import type { Outcome } from '@sb/contracts';

/**
 * The coupon (bet slip) store, shaped after spec §3 Coupon state and Coupon bet. The line pages
 * add and remove selections; the coupon panel (features/coupon) reads and edits the rest.
 * It survives reloads (localStorage) and is shared by every component of the page.
 */

/** §3 Coupon bet. `market` is the selected outcome (the spec's name). */
export interface CouponBet {
  market: Pick<Outcome, 'id' | 'coef' | 'sportId' | 'typeId' | 'kind' | 'isLive' | 'champId' | 'gameId'> & {
    groupId: number;
    param: number | null;
  };
  /** Conditional bets: the block the leg belongs to (§3 amountByBlockId); 0 otherwise. */
  blockId: number;
  /** §3 Bet status ids; -1 until the game starts. */
  statusId: number;
  gameStatusId: number;
  scores: string | null;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  /** For display without a refetch: names at the time of selection. */
  gameName: string;
  champName: string;
  startAt: number;
  /** System with bankers (§3 isActiveSystemBanker): this leg is a banker. */
  isBanker?: boolean;
}

/** §3 Coupon state (fields the panel fills as it grows; defaults are the spec's). */
export interface CouponState {
  tab: number;
  typeId: number;
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  bets: CouponBet[];
  accountId: number | null;
  amount: string;
  amountByBlockId: Record<string, string>;
  amountByBetId: Record<string, string>;
  minBetAmount: number | null;
  maxBetAmount: number | null;
  availablePrepaidAmount: number | null;
  coef: number | null;
  coefByView: string | null;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  systemValue: number;
  systemValues: number[];
  antiExpressCoef: number | null;
  successCoupon: unknown;
  singlesResultCoupons: unknown[];
  expressId: number | null;
  maxPayout: number | null;
  hyperBonusPercent: number | null;
  minHyperBonusBetLimit: number | null;
  maxHyperBonusLimit: number | null;
}

export const EMPTY_COUPON: CouponState = {
  tab: 0,
  typeId: 0,
  isActivePlaceBet: true,
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isActiveSystemBanker: false,
  bets: [],
  accountId: null,
  amount: '',
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: null,
  maxBetAmount: null,
  availablePrepaidAmount: null,
  coef: null,
  coefByView: null,
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: 2,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  expressId: null,
  maxPayout: null,
  hyperBonusPercent: null,
  minHyperBonusBetLimit: null,
  maxHyperBonusLimit: null,
};

export const COUPON_STORAGE_KEY = 'coupon_state';
/** A coupon holds at most this many selections (every top book caps the slip). */
export const MAX_COUPON_BETS = 30;

type Listener = () => void;
let state: CouponState = EMPTY_COUPON;
let loaded = false;
const listeners = new Set<Listener>();

function load(): void {
  if (loaded || typeof localStorage === 'undefined') return;
  loaded = true;
  try {
    const raw = localStorage.getItem(COUPON_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<CouponState>;
      if (parsed && Array.isArray(parsed.bets)) state = { ...EMPTY_COUPON, ...parsed };
    }
  } catch {
    // A corrupt stored coupon is dropped, never a crash.
    state = EMPTY_COUPON;
  }
}

function commit(next: CouponState): void {
  state = next;
  try {
    localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the coupon still works for this page.
  }
  for (const l of listeners) l();
}

export const couponStore = {
  get(): CouponState {
    load();
    return state;
  },
  set(patch: Partial<CouponState> | ((s: CouponState) => Partial<CouponState>)): void {
    load();
    const p = typeof patch === 'function' ? patch(state) : patch;
    commit({ ...state, ...p });
  },
  has(outcomeId: string): boolean {
    return couponStore.get().bets.some((b) => b.market.id === outcomeId);
  },
  /** Adds a selection, or removes it when it is already there (clicking an odd toggles it). */
  toggle(bet: CouponBet): void {
    const s = couponStore.get();
    if (s.bets.some((b) => b.market.id === bet.market.id)) {
      couponStore.remove(bet.market.id);
      return;
    }
    if (s.bets.length >= MAX_COUPON_BETS) return;
    commit({ ...s, bets: [...s.bets, bet] });
  },
  remove(outcomeId: string): void {
    const s = couponStore.get();
    commit({ ...s, bets: s.bets.filter((b) => b.market.id !== outcomeId) });
  },
  clear(): void {
    const s = couponStore.get();
    commit({ ...EMPTY_COUPON, accountId: s.accountId, systemValue: EMPTY_COUPON.systemValue });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: forget the module state. */
  reset(): void {
    state = EMPTY_COUPON;
    loaded = false;
  },
};

const serverSnapshot = (): CouponState => EMPTY_COUPON;

/** The coupon state; the server render and the first client render see an empty coupon. */
export function useCoupon(): CouponState {
  return useSyncExternalStore(couponStore.subscribe, couponStore.get, serverSnapshot);
}

/** A selection from an outcome of the line, with the names the coupon shows. */
export function couponBetOf(
  outcome: Outcome,
  names: { gameName: string; champName: string; startAt: number; gameStatusId: number },
): CouponBet {
  return {
    market: {
      id: outcome.id,
      coef: outcome.coef,
      sportId: outcome.sportId,
      typeId: outcome.typeId,
      kind: outcome.kind,
      isLive: outcome.isLive,
      champId: outcome.champId,
      gameId: outcome.gameId,
      groupId: outcome.groupId,
      param: outcome.param,
    },
    blockId: 0,
    statusId: -1,
    gameStatusId: names.gameStatusId,
    scores: null,
    isBlocked: outcome.isBlocked,
    isDepend: false,
    isBannedExpress: false,
    gameName: names.gameName,
    champName: names.champName,
    startAt: names.startAt,
  };
}
