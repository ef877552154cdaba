import type { CouponBoostCheckAnswer } from '@sb/contracts';

/**
 * Issue 16 coupon boost: what the coupon tells about a promo code the server checked — the boost
 * (+P % of the net winnings, up to the cap) or why it cannot be used (a bet_error_<code> key).
 */
export type PromoBoostNote = { kind: 'boost'; percent: number; capMinor: string } | { kind: 'refused'; key: string };

/** A code the server would read (letters, digits, dash, underscore; 3..32), so worth checking. */
export const isCheckableCode = (code: string): boolean => /^[A-Za-z0-9_-]{3,32}$/.test(code.trim());

export function promoBoostNote(answer: CouponBoostCheckAnswer): PromoBoostNote {
  if (!answer.usable) return { kind: 'refused', key: `bet_error_${answer.reason ?? 'promo_code_not_applicable'}` };
  return { kind: 'boost', percent: answer.boost.percent, capMinor: answer.boost.capMinor };
}
