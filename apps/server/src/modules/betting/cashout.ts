import { COUPON_TYPE, legFactor, type BetStatusId } from '@sb/coupon';
import { GAME_STATUS_ID, type CashoutOffer, type LiveState } from '@sb/contracts';
import type { LinePort } from '../line';
import { isLiveBet } from './live-acceptance';
import { odds } from './coupon-model';
import { PPM } from './present';
import type { CouponWithLegs } from './repository';

type Reason = NonNullable<CashoutOffer['reason']>;

const none = (couponId: number, reason: Reason): CashoutOffer => ({
  couponId: String(couponId),
  amount: '0',
  available: false,
  reason,
});

/**
 * The cash-out offer (docs/betting.md): the coupon's fair value now, less the margin.
 *   value = live stake × bonus coef × Π settled legs' factors × Π open legs' (accepted / current)
 *   offer = ⌊value × (1000 − margin) / 1000⌋, never above the max payout.
 * An open leg at the current price d' is worth 1/d' of a unit paying its accepted price d, so
 * accepted/current is its fair value. Singles and expresses only; no offer while a leg is
 * suspended (blocked, or its game in a bet stop) or gone from the line. Issue 14, live cash out: a
 * leg whose game is in play (§4 a bet is live) is repriced from its live price; a started game
 * without a live price has no offer (`started`).
 */
export function cashoutOffer(
  c: CouponWithLegs,
  line: LinePort,
  marginThousandths: number,
  now: number,
  liveState: (gameId: number) => LiveState | null = () => null,
): CashoutOffer {
  if (c.status !== 'open') return none(c.id, 'settled');
  if (c.typeId !== COUPON_TYPE.single && c.typeId !== COUPON_TYPE.express) return none(c.id, 'type');
  let num = c.stake * BigInt(c.sharePpm) * BigInt(c.bonusCoef ?? 1000) * BigInt(1000 - marginThousandths);
  let den = PPM * 1000n * 1000n;
  let open = 0;
  for (const l of c.legs) {
    if (l.statusId >= 0) {
      const f = legFactor({ odds: odds(l.coef), statusId: l.statusId as BetStatusId });
      if (!f) return none(c.id, 'settled');
      if (f.numerator === 0n) return none(c.id, 'lost');
      num *= f.numerator;
      den *= f.denominator;
      continue;
    }
    open++;
    const found = line.outcome(l.outcomeId);
    if (!found || found.outcome.isBlocked) return none(c.id, 'suspended');
    const state = liveState(found.game.id);
    // Over, waiting for its result: nothing to price.
    if (found.game.statusId >= GAME_STATUS_ID.finished || (state?.statusId ?? 0) >= GAME_STATUS_ID.finished)
      return none(c.id, 'suspended');
    if (isLiveBet(found.game, found.outcome, state, now)) {
      if (!found.outcome.isLive) return none(c.id, 'started');
      if (state?.betStop === true) return none(c.id, 'suspended');
    }
    num *= BigInt(l.coef);
    den *= BigInt(Math.round(found.outcome.coef * 1000));
  }
  if (open === 0) return none(c.id, 'settled');
  const value = num / den;
  const capped = value > c.maxPayout ? c.maxPayout : value;
  return { couponId: String(c.id), amount: capped.toString(), available: capped > 0n, reason: null };
}
