import {
  antiExpressOdds,
  BET_STATUS,
  COUPON_LEG_COUNTS,
  COUPON_TYPE,
  couponLines,
  moneyFromMinor,
  settleCoupon,
  type BetStatusId,
  type Coupon,
  type CouponTypeId,
  type Leg,
  type Money,
} from '@sb/coupon';
import { oddsFromDecimalString, type Odds } from '@sb/odds';

/**
 * The betting calculator (information/betting-calculator): the form's text turned into a coupon
 * of packages/coupon and settled by `settleCoupon`, the function real settlement uses, so the
 * calculator shows the same numbers a settled bet pays.
 */
export interface CalcLeg {
  odds: string;
  statusId: BetStatusId;
  /** Multi-bet: the leg belongs to the lobby (multiplied into every line). */
  lobby: boolean;
  /** Many singles and conditional blocks: this leg's own stake. */
  stake: string;
}

export interface CalcInput {
  typeId: CouponTypeId;
  /** Single, express, system, chain unit, multi-bet, anti-express, lucky, patent. */
  stake: string;
  legs: readonly CalcLeg[];
  /** System and multi-bet: the size of each line. */
  systemValue: number;
  /** Anti-express: the quoted odds; empty uses the quote of the default margin. */
  antiCoef: string;
}

export type CalcProblem = 'legs' | 'odds' | 'stake' | 'system' | 'stakeTooSmall';

export type CalcResult =
  | { kind: 'invalid'; problem: CalcProblem }
  | { kind: 'open'; staked: Money; lines: number }
  | { kind: 'settled'; staked: Money; lines: number; payout: Money; profit: bigint };

/** The anti-express margin of the default site config (config `betting.antiExpressMarginThousandths`). */
export const DEFAULT_ANTI_EXPRESS_MARGIN = 158;

/** The coupon types in their spec §3 order, and the nine statuses a leg can have. */
export const CALC_TYPES: readonly CouponTypeId[] = Object.values(COUPON_TYPE);
export const CALC_STATUSES: readonly BetStatusId[] = Object.values(BET_STATUS);

const LEG_COUNT_OF: Readonly<Record<CouponTypeId, { min: number; max: number }>> = {
  [COUPON_TYPE.single]: COUPON_LEG_COUNTS.single,
  [COUPON_TYPE.express]: COUPON_LEG_COUNTS.express,
  [COUPON_TYPE.system]: COUPON_LEG_COUNTS.system,
  [COUPON_TYPE.chain]: COUPON_LEG_COUNTS.chain,
  [COUPON_TYPE.multiBet]: COUPON_LEG_COUNTS.multiBet,
  [COUPON_TYPE.conditional]: COUPON_LEG_COUNTS.conditional,
  [COUPON_TYPE.antiExpress]: COUPON_LEG_COUNTS.antiExpress,
  [COUPON_TYPE.lucky]: COUPON_LEG_COUNTS.lucky,
  [COUPON_TYPE.patent]: COUPON_LEG_COUNTS.patent,
  [COUPON_TYPE.manySingles]: COUPON_LEG_COUNTS.manySingles,
};
export const legCountOf = (typeId: CouponTypeId) => LEG_COUNT_OF[typeId];

/** "10", "10.5", "10,50" → minor units (two decimals); undefined for anything else. */
export function parseAmount(text: string): Money | undefined {
  const m = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m?.[1]) return undefined;
  return moneyFromMinor(BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')));
}

/** Minor units as a two-decimal amount ("-" for a loss), without a currency. */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const parseOdds = (text: string): Odds | undefined => oddsFromDecimalString(text.trim().replace(',', '.'));

type Built = { coupon: Coupon; staked: Money } | { problem: CalcProblem };

function build(input: CalcInput, legs: readonly Leg[]): Built {
  const stake = parseAmount(input.stake);
  const need = (s: Money | undefined): s is Money => s !== undefined && s > 0n;
  const t = input.typeId;
  if (t === COUPON_TYPE.manySingles || t === COUPON_TYPE.conditional) {
    const stakes = input.legs.map((l) => parseAmount(l.stake)).filter(need);
    if (stakes.length !== legs.length) return { problem: 'stake' };
    const pairs = legs.flatMap((leg, i) => {
      const own = stakes[i];
      return own === undefined ? [] : [{ leg, stake: own }];
    });
    if (t === COUPON_TYPE.manySingles) {
      const total = moneyFromMinor(stakes.reduce<bigint>((a, s) => a + s, 0n));
      return total === undefined ? { problem: 'stake' } : { coupon: { typeId: t, singles: pairs }, staked: total };
    }
    // Every leg is one block (a single) with the stake the player set for it.
    const blocks = pairs.map((p) => ({ stake: p.stake, legs: [p.leg] }));
    const first = blocks[0];
    return first ? { coupon: { typeId: t, blocks }, staked: first.stake } : { problem: 'legs' };
  }
  if (!need(stake)) return { problem: 'stake' };
  switch (t) {
    case COUPON_TYPE.single:
      return legs[0] ? { coupon: { typeId: t, stake, leg: legs[0] }, staked: stake } : { problem: 'legs' };
    case COUPON_TYPE.express:
    case COUPON_TYPE.chain:
    case COUPON_TYPE.lucky:
    case COUPON_TYPE.patent:
      return { coupon: { typeId: t, stake, legs }, staked: stake };
    case COUPON_TYPE.system:
      return { coupon: { typeId: t, stake, legs, bankers: [], systemValue: input.systemValue }, staked: stake };
    case COUPON_TYPE.multiBet: {
      const lobby = legs.filter((_, i) => input.legs[i]?.lobby);
      const rest = legs.filter((_, i) => !input.legs[i]?.lobby);
      if (rest.length < COUPON_LEG_COUNTS.multiBet.min) return { problem: 'legs' };
      return { coupon: { typeId: t, stake, legs: rest, lobby, systemValue: input.systemValue }, staked: stake };
    }
    case COUPON_TYPE.antiExpress: {
      const quoted = input.antiCoef.trim()
        ? parseOdds(input.antiCoef)
        : antiExpressOdds(
            legs.map((l) => l.odds),
            DEFAULT_ANTI_EXPRESS_MARGIN,
          );
      return quoted ? { coupon: { typeId: t, stake, legs, coef: quoted }, staked: stake } : { problem: 'odds' };
    }
  }
}

/** The quoted anti-express odds the calculator uses when the player leaves them empty. */
export function defaultAntiExpressCoef(legs: readonly CalcLeg[]): Odds | undefined {
  const odds = legs.map((l) => parseOdds(l.odds));
  if (odds.length < 2 || odds.some((o) => o === undefined)) return undefined;
  return antiExpressOdds(
    odds.filter((o): o is Odds => o !== undefined),
    DEFAULT_ANTI_EXPRESS_MARGIN,
  );
}

/** Settles the form: invalid (with the reason), open (a result is not known yet) or settled. */
export function calculate(input: CalcInput): CalcResult {
  const count = legCountOf(input.typeId);
  if (input.legs.length < count.min || input.legs.length > count.max) return { kind: 'invalid', problem: 'legs' };
  const legs: Leg[] = [];
  for (const l of input.legs) {
    const odds = parseOdds(l.odds);
    if (!odds) return { kind: 'invalid', problem: 'odds' };
    legs.push({ odds, statusId: l.statusId });
  }
  const built = build(input, legs);
  if ('problem' in built) return { kind: 'invalid', problem: built.problem };
  try {
    // Line-based coupons take only what divides evenly over the lines (split-stake.ts); planning
    // the lines first also checks the system size and that every line gets a minor unit.
    const planned = couponLinesOf(built.coupon);
    const staked = planned?.taken ?? built.staked;
    const lines = planned?.lines ?? 1;
    const result = settleCoupon(built.coupon);
    if (result.state === 'open') return { kind: 'open', staked, lines };
    return { kind: 'settled', staked, lines, payout: result.payout, profit: result.payout - staked };
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    // The package refuses a shape no rule allows: a system size out of range or a stake below a unit per line.
    return { kind: 'invalid', problem: /system value/.test(err.message) ? 'system' : 'stakeTooSmall' };
  }
}

function couponLinesOf(coupon: Coupon): { lines: number; taken: Money } | null {
  if (
    coupon.typeId === COUPON_TYPE.antiExpress ||
    coupon.typeId === COUPON_TYPE.conditional ||
    coupon.typeId === COUPON_TYPE.chain
  ) {
    return null;
  }
  const lines = couponLines(coupon);
  const taken = moneyFromMinor(lines.reduce<bigint>((sum, line) => sum + line.stake, 0n));
  return taken === undefined ? null : { lines: lines.length, taken };
}
