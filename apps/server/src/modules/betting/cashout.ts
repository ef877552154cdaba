import { COUPON_TYPE, legFactor, type BetStatusId } from '@sb/coupon';
import { GAME_STATUS_ID, type CashoutOffer } from '@sb/contracts';
import type { LinePort } from '../line';
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
 * suspended, gone from the line or its game has started (live cash out is a later issue).
 */
export function cashoutOffer(c: CouponWithLegs, line: LinePort, marginThousandths: number, now: number): CashoutOffer {
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
    if (found.game.statusId !== GAME_STATUS_ID.notStarted || found.outcome.isLive || found.game.startAt <= now)
      return none(c.id, 'started');
    num *= BigInt(l.coef);
    den *= BigInt(Math.round(found.outcome.coef * 1000));
  }
  if (open === 0) return none(c.id, 'settled');
  const value = num / den;
  const capped = value > c.maxPayout ? c.maxPayout : value;
  return { couponId: String(c.id), amount: capped.toString(), available: capped > 0n, reason: null };
}
