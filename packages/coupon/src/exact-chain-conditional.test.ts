import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_STATUS, type BetStatusId } from './bet-status';
import type { ChainCoupon, ConditionalBlock, ConditionalCoupon } from './coupon';
import { COUPON_TYPE } from './coupon-types';
import type { Leg } from './leg';
import type { Money } from './money';
import { settleCoupon } from './settle-coupon';
import { ALL_STATUSES, SETTLED_STATUSES, leg, legArbitrary, money, paid } from './test-support';

/*
 * Reference written apart from the package (no Ratio, no gcd): every leg factor is a whole number
 * of 2000ths (d is in thousandths, a half status halves it), so with n legs every amount is a whole
 * number of 1/2000ⁿ minor units. The reference keeps amounts as integers on that scale; each
 * multiplication by a factor uses one of the n powers, so every division below is exact.
 */
const PER = 2000n;

function factorIn2000ths(l: Leg): bigint | undefined {
  const d = BigInt(l.odds);
  switch (l.statusId) {
    case BET_STATUS.notCalculated:
    case BET_STATUS.gameNotStarted:
      return undefined;
    case BET_STATUS.lose:
      return 0n;
    case BET_STATUS.win:
      return 2n * d;
    case BET_STATUS.return:
    case BET_STATUS.forcedReturn:
      return PER;
    case BET_STATUS.halfWinHalfReturn:
      return d + 1000n;
    case BET_STATUS.halfLoseHalfReturn:
      return 1000n;
    case BET_STATUS.halfLoseHalfWin:
      return d;
  }
}

/** The exact amount scaled / scale minor units. */
interface Exact {
  readonly scaled: bigint;
  readonly scale: bigint;
}

function times(amount: bigint, factor: bigint): bigint {
  if ((amount * factor) % PER !== 0n) {
    throw new Error('reference lost exactness');
  }
  return (amount * factor) / PER;
}

const smaller = (a: bigint, b: bigint): bigint => (a < b ? a : b);

function referenceChain(coupon: ChainCoupon): Exact | 'open' {
  const scale = PER ** BigInt(coupon.legs.length);
  const fullUnit = coupon.stake * scale;
  let bank = 0n;
  let unit = fullUnit;
  for (const [i, l] of coupon.legs.entries()) {
    const factor = factorIn2000ths(l);
    if (factor === undefined) return 'open';
    bank += times(unit, factor);
    if (i === coupon.legs.length - 1) break;
    unit = smaller(fullUnit, bank);
    bank -= unit;
    if (unit === 0n) break;
  }
  return { scaled: bank, scale };
}

function referenceConditional(coupon: ConditionalCoupon): Exact | 'open' {
  const scale = PER ** BigInt(coupon.blocks.reduce((n, b) => n + b.legs.length, 0));
  let paidOut = 0n;
  let carried = (coupon.blocks[0]?.stake ?? 0n) * scale;
  for (const block of coupon.blocks) {
    const stake = smaller(block.stake * scale, carried);
    paidOut += carried - stake;
    carried = 0n;
    if (stake === 0n) break;
    const factors = block.legs.map(factorIn2000ths);
    if (factors.includes(0n)) continue; // a lost leg loses the block, pending legs or not
    if (factors.includes(undefined)) return 'open';
    carried = factors.reduce<bigint>((amount, f) => times(amount, f ?? PER), stake);
  }
  return { scaled: paidOut + carried, scale };
}

/** The package pays ⌊exact⌋ (COUPON_ROUNDING.payoutRounding 'floor'): never more, less by under one unit. */
function expectFloorOf(payout: bigint, exact: Exact): void {
  expect(payout).toBe(exact.scaled / exact.scale);
  expect(payout * exact.scale <= exact.scaled).toBe(true);
  expect((payout + 1n) * exact.scale > exact.scaled).toBe(true);
}

function expectMatches(actual: ReturnType<typeof settleCoupon>, exact: Exact | 'open'): void {
  if (exact === 'open') {
    expect(actual.state).toBe('open');
    return;
  }
  expectFloorOf(paid(actual), exact);
}

/** Stakes down to one minor unit, where per-leg rounding hurt most, and up to 100 million. */
const stakeArbitrary: fc.Arbitrary<Money> = fc
  .oneof(fc.bigInt({ min: 1n, max: 100n }), fc.bigInt({ min: 1n, max: 10_000_000_000n }))
  .map(money);

const chainArbitrary = (statuses: readonly BetStatusId[]): fc.Arbitrary<ChainCoupon> =>
  fc.record({
    typeId: fc.constant(COUPON_TYPE.chain),
    stake: stakeArbitrary,
    legs: fc.array(legArbitrary(statuses), { minLength: 1, maxLength: 20 }),
  });

/** 2–5 blocks of 1–4 legs: up to 20 legs. */
const conditionalArbitrary = (statuses: readonly BetStatusId[]): fc.Arbitrary<ConditionalCoupon> =>
  fc.record({
    typeId: fc.constant(COUPON_TYPE.conditional),
    blocks: fc.array(
      fc.record({ stake: stakeArbitrary, legs: fc.array(legArbitrary(statuses), { minLength: 1, maxLength: 4 }) }),
      { minLength: 2, maxLength: 5 },
    ),
  });

const RUNS = { numRuns: 400 };
const { win, lose, halfLoseHalfReturn } = BET_STATUS;

describe('issue 11: chain and conditional carry exact fractions between legs and round once, at the payout', () => {
  it('issue 11: a 20-leg chain, unit 100.00, 11 legs half lost at 2.0 then 9 won at 3.0 pays 506.78 (per-leg floors paid 462.44)', () => {
    // Exact bank: 10,000 / 2¹¹ = 4.8828125, × 3⁷ = 10,678.71 (above the unit from here on),
    // + 2 × 20,000 of winnings = 50,678.71 → 50,678. Floored per leg it fell to 4 after
    // the half losses and every later win multiplied that cut: 46,244, 44.34 units less.
    const coupon: ChainCoupon = {
      typeId: COUPON_TYPE.chain,
      stake: money(10_000),
      legs: [
        ...Array.from({ length: 11 }, () => leg(2000, halfLoseHalfReturn)),
        ...Array.from({ length: 9 }, () => leg(3000, win)),
      ],
    };
    expect(paid(settleCoupon(coupon))).toBe(50_678n);
  });

  it('issue 11: a 1-minor-unit chain, 1.5 won, 2.0 lost, 23.4 won, is worth 11.7 and pays 11 (per-leg floors ended at 0)', () => {
    // 1 × 1.5 = 1.5 in the bank; the unit goes on the lost leg and 0.5 is left for 23.4 → 11.7.
    // Floored, the bank was 1, the lost leg took it all and the chain ended with nothing.
    const coupon: ChainCoupon = {
      typeId: COUPON_TYPE.chain,
      stake: money(1),
      legs: [leg(1500, win), leg(2000, lose), leg(23_400, win)],
    };
    expect(paid(settleCoupon(coupon))).toBe(11n);
  });

  it('issue 11: a conditional block returning half a minor unit stakes it on the next block (0.5 × 23.4 = 11.7 → 11, not 0)', () => {
    const block = (stake: number, legs: readonly Leg[]): ConditionalBlock => ({ stake: money(stake), legs });
    const coupon: ConditionalCoupon = {
      typeId: COUPON_TYPE.conditional,
      blocks: [block(1, [leg(1800, halfLoseHalfReturn)]), block(1, [leg(23_400, win)])],
    };
    expect(paid(settleCoupon(coupon))).toBe(11n);
  });

  it('issue 11: a chain of up to 20 settled legs pays ⌊exact rational value⌋, never more', () => {
    fc.assert(
      fc.property(chainArbitrary(SETTLED_STATUSES), (coupon) => {
        expectMatches(settleCoupon(coupon), referenceChain(coupon));
      }),
      RUNS,
    );
  });

  it('issue 11: a conditional bet of up to 20 settled legs pays ⌊exact rational value⌋, never more', () => {
    fc.assert(
      fc.property(conditionalArbitrary(SETTLED_STATUSES), (coupon) => {
        expectMatches(settleCoupon(coupon), referenceConditional(coupon));
      }),
      RUNS,
    );
  });

  it('issue 11: with pending legs, both stay open exactly while the exact reference does, else pay its floor', () => {
    fc.assert(
      fc.property(chainArbitrary(ALL_STATUSES), conditionalArbitrary(ALL_STATUSES), (chain, conditional) => {
        expectMatches(settleCoupon(chain), referenceChain(chain));
        expectMatches(settleCoupon(conditional), referenceConditional(conditional));
      }),
      RUNS,
    );
  });
});
