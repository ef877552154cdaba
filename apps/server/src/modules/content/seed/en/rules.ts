import type { SeedDocument } from '../../service';

/**
 * The betting rules, English. The settlement chapters describe packages/coupon exactly (leg
 * factors in leg-factor.ts, each coupon type in settle-*.ts and line-plan.ts), so the rules a
 * player reads and the money paid agree.
 */
export const rulesEn: SeedDocument[] = [
  {
    kind: 'rule',
    slug: 'general',
    meta: { group: 'sports' },
    position: 1,
    title: 'General rules',
    summary: 'Acceptance of bets, odds changes, limits and payouts.',
    body: `## Acceptance
A bet is accepted when it appears in your bet history with a coupon number. A bet cannot be cancelled or changed after acceptance, except by cash out where it is offered.

## Odds changes
Odds move with the market. If they change between your click and the confirmation, the bet is placed according to your setting: accept any change, accept only increases, or confirm again.

## Limits
Each event and market has a maximum stake. The maximum payout of a coupon is capped; a return above the cap is paid at the cap.

## Payouts and rounding
Returns are calculated exactly from the odds and rounded down to the smallest unit of the currency once, at the payout. In a system, each line is rounded on its own.

## Errors
Bets on an obvious error in odds or on an event that had already started (for a pre-match bet) are settled as a return at odds 1.00.`,
  },
  {
    kind: 'rule',
    slug: 'bet-statuses',
    meta: { group: 'sports' },
    position: 2,
    title: 'Bet statuses',
    summary: 'What each status of a selection pays.',
    body: `Each selection on a coupon has a status. The status sets what one unit staked on it is worth (d is the odds):

- **Not calculated** and **Not started**: the result is not known yet; the coupon stays open.
- **Won**: d.
- **Lost**: 0.
- **Returned** and **Forced return**: 1 — the stake comes back; in an express the selection counts as odds 1.00.
- **Half won, half returned**: (d + 1) / 2. Example: odds 1.90 give 1.45.
- **Half lost, half returned**: 1 / 2 — half the stake comes back.
- **Half lost, half won**: d / 2.

The half statuses come from quarter Asian handicaps and totals: the stake is split over two neighbouring lines, so each half meets its own result.`,
  },
  {
    kind: 'rule',
    slug: 'coupon-types',
    meta: { group: 'sports' },
    position: 3,
    title: 'Bet types and their settlement',
    summary: 'How each of the ten coupon types is settled.',
    body: `## Single
One selection. Return = stake × the value of its status.

## Express (accumulator)
Two or more selections; all must win. Return = stake × the product of the selections' values. One lost selection loses the express; a returned one counts as 1.00. An express bonus, where it applies, is paid only when every selection won.

## System
A system k of n makes every express of k selections out of n (C(n, k) lines, for example 3 of 4 is 4 lines). The stake is split equally between the lines (rounded down; the rest stays on your balance). Each line is settled as an express and the returns are added. Bankers are included in every line.

## Chain
Two or more singles in order with one unit stake. The unit goes on the first selection; every return goes into the chain bank, and the next selection takes the unit from the bank, or all that is left if the bank holds less. The chain ends when the selections run out or the bank is empty; you receive the bank. Example with unit 3: 2.00 won, 1.50 won, 2.00 lost, 3.00 won, 1.50 lost pays 7.50.

## Multi-bet
A system over at least three events, where each line is also multiplied by an optional lobby (a single or an express). A lost lobby loses every line.

## Conditional bet
Blocks (singles or expresses) in order, each with its own stake. The first block is staked from your balance; each next block is staked from the previous block's return, never more than that return. What a block does not use is paid out. A lost block ends the bet.

## Anti-express
Two or more selections; the bet wins at its quoted odds if at least one selection loses, and loses if all win. A returned selection drops out and the odds are recalculated for the remaining ones, keeping the same margin; if all are returned, the stake comes back. A half status splits the stake in two halves, each settled with its own result.

## Lucky
Four to six selections: every single and every express of every size — 15, 31 or 63 lines with equal stakes.

## Patent
Three to eight selections, covered like a lucky: with three, 3 singles, 3 doubles and 1 treble (7 lines).

## Many singles
Several independent singles, each with its own stake. Each is settled on its own and the returns are added.`,
  },
  {
    kind: 'rule',
    slug: 'terms',
    meta: { group: 'account' },
    position: 1,
    title: 'Terms of use',
    summary: 'Your account, your money and our obligations.',
    body: `## Your account
You must be at least 18 and may hold one account. Keep your login details secret; bets placed with them are yours. Your details must be true, and we may verify them.

## Your money
Your balance is held in the currency of the account. Bets are accepted only up to your balance. Withdrawals follow the [payment rules](/information/payment).

## Bonuses
Bonus money and its wagering conditions are described with each offer. Bonus bets follow the same settlement rules.

## Closing the account
You may close your account at any time through support; the balance is paid out after the usual checks. We may restrict or close an account that breaks these terms, with the reasons given to you.

## Changes
When these terms change, we show the new version before your next bet and ask you to accept it.`,
  },
];
