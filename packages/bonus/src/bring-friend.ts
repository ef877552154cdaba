import type { BonusDefinition } from './definition';

/**
 * Issue 16 bring-a-friend (spec §2 office/bringfriend). A player shares a personal link
 * (`?bf_id={their id}`); a visitor who registers through it is their friend. When the friend
 * completes a deposit of at least the qualifying amount in the friend's currency, the referrer
 * receives the reward: a sport bonus of the engine (fixed amount in the referrer's currency,
 * wagering 5 × at odds 1.50 or more, 30 days) — once per friend.
 *
 * Amounts are minor units per currency (the site's currencies, spec §9 coupon steps' list); a
 * currency not listed neither qualifies a friend nor pays a reward (never a guessed rate).
 */
export const BRING_FRIEND_AMOUNTS: Readonly<Record<string, { qualifyingDeposit: bigint; reward: bigint }>> = {
  EUR: { qualifyingDeposit: 1_000n, reward: 1_000n },
  USD: { qualifyingDeposit: 1_000n, reward: 1_000n },
  GBP: { qualifyingDeposit: 1_000n, reward: 1_000n },
  RUB: { qualifyingDeposit: 100_000n, reward: 100_000n },
  UAH: { qualifyingDeposit: 40_000n, reward: 40_000n },
  TRY: { qualifyingDeposit: 30_000n, reward: 30_000n },
  BRL: { qualifyingDeposit: 5_000n, reward: 5_000n },
  KZT: { qualifyingDeposit: 500_000n, reward: 500_000n },
};

export const BRING_FRIEND_WAGERING = 5;
export const BRING_FRIEND_MIN_ODDS = 1.5;
export const BRING_FRIEND_VALIDITY_DAYS = 30;

/** Whether a friend's completed deposit qualifies their referrer's reward. */
export function qualifiesFriend(amount: bigint, currency: string): boolean {
  const terms = BRING_FRIEND_AMOUNTS[currency];
  return terms !== undefined && amount >= terms.qualifyingDeposit;
}

/** The reward's bonus definition in the referrer's currency, or null when the currency pays none. */
export function bringFriendReward(currency: string): BonusDefinition | null {
  const terms = BRING_FRIEND_AMOUNTS[currency];
  if (!terms) return null;
  return {
    kind: 'no_deposit',
    products: ['sport'],
    percent: 0,
    cap: null,
    fixedAmount: terms.reward,
    wageringMultiplier: BRING_FRIEND_WAGERING,
    minOdds: BRING_FRIEND_MIN_ODDS,
    gameWeights: {},
    defaultWeight: 100,
    eligibility: { countries: [], currencies: [currency], newPlayersOnly: false, verifiedOnly: false },
    validityDays: BRING_FRIEND_VALIDITY_DAYS,
    maxConversion: null,
  };
}

/**
 * A friend's name as the referrer sees it: the first two and the last character around three
 * stars (always three, so the length is not told); up to four characters: the first and stars.
 * A referrer learns who came, not a friend's full login or e-mail.
 */
export function maskFriendName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
