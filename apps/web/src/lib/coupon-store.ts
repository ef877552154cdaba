import { useSyncExternalStore } from 'react';
import type { Outcome } from '@sb/contracts';
import { NAMED_OUTCOME_TYPES } from './scheduled-params';

/**
 * The coupon (bet slip) store, shaped after spec §3 Coupon state and Coupon bet, and the player's
 * coupon settings (§3 Coupon settings). The line pages add and remove selections; the coupon
 * panel (features/coupon) reads and edits the rest. Both survive reloads (localStorage, parsed
 * so a bad stored value never crashes the page) and are shared by every component of the page.
 * No schema library here on purpose: this module is in the home page's entry chunk.
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
  /** Multi-bet: the leg belongs to the lobby multiplied into every line. */
  isLobby?: boolean;
  /** The coef before the last refresh moved it (the coupon shows up or down); absent when unchanged. */
  prevCoef?: number;
  /** §3 flag "team logos in coupon": the teams' short codes and colours, when the page knew them. */
  teams?: { short: string; colors: [string, string] }[];
  /** A competitor's name where the outcome is a competitor (outrights, races): the leg's label. */
  outcomeName?: string;
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

/** §3 Coupon settings. */
export interface CouponSettings {
  /** The player's own amount step per currency (minor units), used when isManualAmountStep. */
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  /** §3 Coefficient-change policy: 0 confirm, 1 accept any change, 2 accept on increase. */
  changeCoefAction: 0 | 1 | 2;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  /** Keep the selections after a placed bet (otherwise the coupon is cleared). */
  isCouponFixed: boolean;
  /** Major units as typed ("" = the currency's initial bet). */
  oneClickAmount: string;
  isActiveOneClick: boolean;
  /** 1: place only at exactly the coefficient shown; 0: the policy decides. */
  exactCoef: 0 | 1;
  /** With exact coefficient: drop a live selection when its game's score changes. */
  isDropOnScoreChange: boolean;
  bonusAccountOneClickAmount: string;
}

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: 2,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: '',
  isActiveOneClick: false,
  exactCoef: 0,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: '',
};

export const COUPON_STORAGE_KEY = 'coupon_state';
export const COUPON_SETTINGS_STORAGE_KEY = 'coupon_settings';
/** A coupon holds at most this many selections (every top book caps the slip). */
export const MAX_COUPON_BETS = 30;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isCouponBet(v: unknown): v is CouponBet {
  if (!isObject(v) || !isObject(v['market'])) return false;
  const m = v['market'];
  return (
    typeof m['id'] === 'string' &&
    typeof m['coef'] === 'number' &&
    typeof m['gameId'] === 'number' &&
    typeof v['gameName'] === 'string' &&
    typeof v['isBlocked'] === 'boolean'
  );
}

/** A stored coupon as state: fields of the wrong type fall back to the defaults; bad bets are dropped. */
export function parseStoredCoupon(raw: unknown): CouponState {
  if (!isObject(raw) || !Array.isArray(raw['bets'])) return EMPTY_COUPON;
  const out: Record<string, unknown> = { ...EMPTY_COUPON };
  for (const [key, def] of Object.entries(EMPTY_COUPON)) {
    const v = raw[key];
    if (v === undefined) continue;
    const sameKind = def === null ? v === null || typeof v === 'number' : typeof v === typeof def;
    if (sameKind && Array.isArray(def) === Array.isArray(v)) out[key] = v;
  }
  out['bets'] = (raw['bets'] as unknown[]).filter(isCouponBet).slice(0, MAX_COUPON_BETS);
  return out as unknown as CouponState;
}

/** Stored settings as settings, key by key (a wrong type keeps the default). */
export function parseStoredSettings(raw: unknown): CouponSettings {
  if (!isObject(raw)) return DEFAULT_COUPON_SETTINGS;
  const out: Record<string, unknown> = { ...DEFAULT_COUPON_SETTINGS };
  for (const [key, def] of Object.entries(DEFAULT_COUPON_SETTINGS)) {
    const v = raw[key];
    if (v !== undefined && typeof v === typeof def && Array.isArray(v) === Array.isArray(def)) out[key] = v;
  }
  if (![0, 1, 2].includes(out['changeCoefAction'] as number)) out['changeCoefAction'] = 2;
  if (out['exactCoef'] !== 1) out['exactCoef'] = 0;
  return out as unknown as CouponSettings;
}

/**
 * §4 Coupon rules on settings: "Setting exact coefficient to zero also resets
 * drop-on-score-change. Enabling drop-on-score-change disables one-click."
 */
export function applySettingsRules(prev: CouponSettings, patch: Partial<CouponSettings>): CouponSettings {
  const next = { ...prev, ...patch };
  if (patch.exactCoef === 0) next.isDropOnScoreChange = false;
  if (patch.isDropOnScoreChange === true && !prev.isDropOnScoreChange) next.isActiveOneClick = false;
  return next;
}

type Listener = () => void;

function persisted<T>(key: string, initial: T, parse: (raw: unknown) => T) {
  let state = initial;
  let loaded = false;
  const listeners = new Set<Listener>();
  return {
    get(): T {
      if (!loaded && typeof localStorage !== 'undefined') {
        loaded = true;
        try {
          const raw = localStorage.getItem(key);
          // A corrupt stored value is dropped, never a crash.
          if (raw) state = parse(JSON.parse(raw));
        } catch {
          state = initial;
        }
      }
      return state;
    },
    commit(next: T): void {
      state = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full quota: it still works for this page.
      }
      for (const l of listeners) l();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tests, and another tab's change: read storage again on the next get. */
    reset(): void {
      state = initial;
      loaded = false;
    },
    notify(): void {
      for (const l of listeners) l();
    },
  };
}

const coupon = persisted(COUPON_STORAGE_KEY, EMPTY_COUPON, parseStoredCoupon);
const settings = persisted(COUPON_SETTINGS_STORAGE_KEY, DEFAULT_COUPON_SETTINGS, parseStoredSettings);

export const couponStore = {
  get: coupon.get,
  subscribe: coupon.subscribe,
  set(patch: Partial<CouponState> | ((s: CouponState) => Partial<CouponState>)): void {
    const s = coupon.get();
    const p = typeof patch === 'function' ? patch(s) : patch;
    coupon.commit({ ...s, ...p });
  },
  has(outcomeId: string): boolean {
    return coupon.get().bets.some((b) => b.market.id === outcomeId);
  },
  /** Adds a selection, or removes it when it is already there (clicking an odd toggles it). */
  toggle(bet: CouponBet): void {
    const s = coupon.get();
    if (s.bets.some((b) => b.market.id === bet.market.id)) {
      couponStore.remove(bet.market.id);
      return;
    }
    if (s.bets.length >= MAX_COUPON_BETS) return;
    coupon.commit({ ...s, bets: [...s.bets, bet] });
  },
  remove(outcomeId: string): void {
    const s = coupon.get();
    const { [outcomeId]: _dropped, ...amountByBetId } = s.amountByBetId;
    coupon.commit({ ...s, bets: s.bets.filter((b) => b.market.id !== outcomeId), amountByBetId });
  },
  /** Replaces one selection's fields (a refreshed price, a block, a banker mark). */
  updateBet(outcomeId: string, patch: Partial<CouponBet>): void {
    const s = coupon.get();
    coupon.commit({ ...s, bets: s.bets.map((b) => (b.market.id === outcomeId ? { ...b, ...patch } : b)) });
  },
  /** Replaces every selection (a loaded booking code); the rest of the coupon is kept. */
  replaceBets(bets: CouponBet[]): void {
    const s = coupon.get();
    coupon.commit({ ...s, bets: bets.slice(0, MAX_COUPON_BETS), amountByBetId: {}, amountByBlockId: {} });
  },
  /**
   * §4 drop-on-score-change: the line tells the coupon a game's score; with the setting on, live
   * selections of that game whose score changed leave the coupon.
   */
  updateScore(gameId: number, scores: string): void {
    const s = coupon.get();
    const drop = settings.get().isDropOnScoreChange;
    const bets = s.bets
      .filter((b) => !(drop && b.market.gameId === gameId && b.scores !== null && b.scores !== scores))
      .map((b) => (b.market.gameId === gameId ? { ...b, scores } : b));
    coupon.commit({ ...s, bets });
  },
  clear(): void {
    const s = coupon.get();
    coupon.commit({ ...EMPTY_COUPON, accountId: s.accountId, typeId: EMPTY_COUPON.typeId });
  },
  /** Tests only: forget the module state. */
  reset(): void {
    coupon.reset();
    settings.reset();
  },
};

export const couponSettingsStore = {
  get: settings.get,
  subscribe: settings.subscribe,
  /** Applies the §4 rules (see applySettingsRules). */
  set(patch: Partial<CouponSettings>): void {
    settings.commit(applySettingsRules(settings.get(), patch));
  },
  /** §4: enabling one-click with a confirmed warning clears the coupon. */
  enableOneClickClearing(): void {
    couponStore.clear();
    settings.commit({ ...settings.get(), isActiveOneClick: true });
  },
};

if (typeof window !== 'undefined') {
  // Another tab changed the coupon: this tab follows.
  window.addEventListener('storage', (e) => {
    if (e.key === COUPON_STORAGE_KEY) {
      coupon.reset();
      coupon.notify();
    } else if (e.key === COUPON_SETTINGS_STORAGE_KEY) {
      settings.reset();
      settings.notify();
    }
  });
}

const serverSnapshot = (): CouponState => EMPTY_COUPON;
const serverSettings = (): CouponSettings => DEFAULT_COUPON_SETTINGS;

/** The coupon state; the server render and the first client render see an empty coupon. */
export function useCoupon(): CouponState {
  return useSyncExternalStore(couponStore.subscribe, couponStore.get, serverSnapshot);
}

/** §3 Coupon settings; the server render sees the defaults. */
export function useCouponSettings(): CouponSettings {
  return useSyncExternalStore(couponSettingsStore.subscribe, couponSettingsStore.get, serverSettings);
}

/** A selection from an outcome of the line, with the names the coupon shows. */
export function couponBetOf(
  outcome: Outcome,
  names: {
    gameName: string;
    champName: string;
    startAt: number;
    gameStatusId: number;
    teams?: { short: string; colors: [string, string] }[];
  },
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
    ...(names.teams ? { teams: names.teams } : {}),
    ...(outcome.name !== undefined && NAMED_OUTCOME_TYPES.has(outcome.typeId) ? { outcomeName: outcome.name } : {}),
  };
}
