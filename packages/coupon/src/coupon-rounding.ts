/**
 * The package's only rounding rules, named so callers and reviewers can find them.
 *
 * payoutRounding 'floor': a line pays ⌊stake × factor⌋ minor units, computed
 * from the exact product of its leg factors and rounded once, per line.
 * - The house cannot pay a fraction of a minor unit, so something must round.
 * - Floor is the only rule under which rounding never adds money: with half-up,
 *   a stake split into many tiny lines (a system, a lucky) could gain up to half
 *   a unit per line, so splitting would pay more than the bet is worth.
 * - Each line of a system is its own express, so each is rounded on its own;
 *   the system's return is then exactly the sum of its expresses.
 * - A chain or a conditional bet is one bet whose legs (blocks) stake one
 *   another: its bank stays an exact fraction from leg to leg and is rounded
 *   once, at the payout. Flooring after every leg compounded (issue 11: a
 *   1-minor-unit chain worth 11.7 paid 0).
 *
 * totalOddsRounding 'floor': a shown total coefficient (an express's product
 * of odds) is truncated to thousandths. The payout is computed from the exact
 * product, so the shown coefficient never promises more than is paid
 * (1.25 × 1.65 × 1.85 = 3.815625 is shown 3.815, and the reference's two-decimal
 * quote is 3.81).
 */
export const COUPON_ROUNDING = {
  payoutRounding: 'floor',
  totalOddsRounding: 'floor',
} as const;
