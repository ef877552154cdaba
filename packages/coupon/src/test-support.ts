// Test-only helpers; deliberately not re-exported from index.ts.
import { oddsFromThousandths, type Odds } from '@sb/odds';
import fc from 'fast-check';
import { BET_STATUS, type BetStatusId } from './bet-status';
import type {
  AntiExpressCoupon,
  ChainCoupon,
  ConditionalCoupon,
  Coupon,
  ExpressCoupon,
  LuckyCoupon,
  ManySinglesCoupon,
  MultiBetCoupon,
  PatentCoupon,
  SingleCoupon,
  SystemCoupon,
} from './coupon';
import { COUPON_TYPE } from './coupon-types';
import { fullCoverLineCount } from './full-cover-line-count';
import type { Leg } from './leg';
import { moneyFromMinor, type Money } from './money';
import type { Settlement } from './settlement';
import { systemLineCount } from './system-line-count';
import { systemValues } from './system-values';

/** Odds from thousandths in a test table, failing loudly on a typo. */
export function odds(thousandths: number): Odds {
  const result = oddsFromThousandths(thousandths);
  if (result === undefined) {
    throw new Error(`invalid test odds: ${thousandths}`);
  }
  return result;
}

export function money(minor: number | bigint): Money {
  const result = moneyFromMinor(minor);
  if (result === undefined) {
    throw new Error(`invalid test money: ${minor}`);
  }
  return result;
}

export function leg(thousandths: number, statusId: BetStatusId = BET_STATUS.win): Leg {
  return { odds: odds(thousandths), statusId };
}

/** The payout of a settled coupon; fails the test if it is still open. */
export function paid(settlement: Settlement): bigint {
  if (settlement.state !== 'settled') {
    throw new Error('expected a settled coupon, got an open one');
  }
  return settlement.payout;
}

export const SETTLED_STATUSES: readonly BetStatusId[] = [0, 1, 2, 3, 4, 5, 6];
export const ALL_STATUSES: readonly BetStatusId[] = [-2, -1, ...SETTLED_STATUSES];
export const WIN_OR_LOSE: readonly BetStatusId[] = [BET_STATUS.win, BET_STATUS.lose];
export const RETURNS: readonly BetStatusId[] = [BET_STATUS.return, BET_STATUS.forcedReturn];

export function oddsArbitrary(min = 1001, max = 20_000): fc.Arbitrary<Odds> {
  return fc.integer({ min, max }).map(odds);
}

export function legArbitrary(statuses: readonly BetStatusId[] = SETTLED_STATUSES): fc.Arbitrary<Leg> {
  return fc.record({ odds: oddsArbitrary(), statusId: fc.constantFrom(...statuses) });
}

/** Legs and the same legs in another order. */
export function permutedLegs(arb: fc.Arbitrary<Leg>, min: number, max: number): fc.Arbitrary<[Leg[], Leg[]]> {
  return fc
    .array(arb, { minLength: min, maxLength: max })
    .chain((ls) => fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length })));
}

const legs = (statuses: readonly BetStatusId[], min: number, max: number): fc.Arbitrary<Leg[]> =>
  fc.array(legArbitrary(statuses), { minLength: min, maxLength: max });

/** A stake that gives each of `lines` lines at least one minor unit. */
const stakeFor = (lines: number): fc.Arbitrary<Money> =>
  fc.bigInt({ min: BigInt(lines), max: 10_000_000_000n }).map(money);

const single = (s: readonly BetStatusId[]): fc.Arbitrary<SingleCoupon> =>
  fc.record({ typeId: fc.constant(COUPON_TYPE.single), stake: stakeFor(1), leg: legArbitrary(s) });

const express = (s: readonly BetStatusId[]): fc.Arbitrary<ExpressCoupon> =>
  fc.record(
    {
      typeId: fc.constant(COUPON_TYPE.express),
      stake: stakeFor(1),
      legs: legs(s, 2, 6),
      bonusCoef: fc.integer({ min: 1030, max: 1100 }).map(odds),
    },
    { requiredKeys: ['typeId', 'stake', 'legs'] },
  );

const system = (s: readonly BetStatusId[]): fc.Arbitrary<SystemCoupon> =>
  fc
    .integer({ min: 3, max: 7 })
    .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: Math.min(2, n - 2) })))
    .chain(([n, b]) =>
      fc.constantFrom(...systemValues(n, b)).chain((k) =>
        fc.record({
          typeId: fc.constant(COUPON_TYPE.system),
          stake: stakeFor(systemLineCount(n, b, k)),
          legs: legs(s, n - b, n - b),
          bankers: legs(s, b, b),
          systemValue: fc.constant(k),
        }),
      ),
    );

const chain = (s: readonly BetStatusId[]): fc.Arbitrary<ChainCoupon> =>
  fc.record({ typeId: fc.constant(COUPON_TYPE.chain), stake: stakeFor(1), legs: legs(s, 2, 6) });

const multiBet = (s: readonly BetStatusId[]): fc.Arbitrary<MultiBetCoupon> =>
  fc.integer({ min: 3, max: 6 }).chain((m) =>
    fc.constantFrom(...systemValues(m)).chain((k) =>
      fc.record({
        typeId: fc.constant(COUPON_TYPE.multiBet),
        stake: stakeFor(systemLineCount(m, 0, k)),
        legs: legs(s, m, m),
        systemValue: fc.constant(k),
        lobby: legs(s, 0, 2),
      }),
    ),
  );

const conditional = (s: readonly BetStatusId[]): fc.Arbitrary<ConditionalCoupon> =>
  fc.record({
    typeId: fc.constant(COUPON_TYPE.conditional),
    blocks: fc.array(fc.record({ stake: stakeFor(1), legs: legs(s, 1, 3) }), { minLength: 2, maxLength: 4 }),
  });

const antiExpress = (s: readonly BetStatusId[]): fc.Arbitrary<AntiExpressCoupon> =>
  fc.record({
    typeId: fc.constant(COUPON_TYPE.antiExpress),
    stake: stakeFor(1),
    legs: legs(s, 2, 5),
    coef: oddsArbitrary(1001, 5000),
  });

const fullCover = <T extends typeof COUPON_TYPE.lucky | typeof COUPON_TYPE.patent>(
  typeId: T,
  min: number,
  max: number,
  s: readonly BetStatusId[],
) =>
  fc
    .integer({ min, max })
    .chain((n) =>
      fc.record({ typeId: fc.constant(typeId), stake: stakeFor(fullCoverLineCount(n)), legs: legs(s, n, n) }),
    );

const manySingles = (s: readonly BetStatusId[]): fc.Arbitrary<ManySinglesCoupon> =>
  fc.record({
    typeId: fc.constant(COUPON_TYPE.manySingles),
    singles: fc.array(fc.record({ stake: stakeFor(1), leg: legArbitrary(s) }), { minLength: 2, maxLength: 5 }),
  });

/** A valid coupon of any of the ten types whose legs have the given statuses. */
export function couponArbitrary(statuses: readonly BetStatusId[] = SETTLED_STATUSES): fc.Arbitrary<Coupon> {
  return fc.oneof(
    single(statuses),
    express(statuses),
    system(statuses),
    chain(statuses),
    multiBet(statuses),
    conditional(statuses),
    antiExpress(statuses),
    fullCover(COUPON_TYPE.lucky, 4, 6, statuses) as fc.Arbitrary<LuckyCoupon>,
    fullCover(COUPON_TYPE.patent, 3, 5, statuses) as fc.Arbitrary<PatentCoupon>,
    manySingles(statuses),
  );
}

export const systemArbitrary = system;
export const expressArbitrary = express;
