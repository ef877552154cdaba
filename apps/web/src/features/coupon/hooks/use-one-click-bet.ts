import { useEffect, useRef } from 'react';
import { BONUS_ACCOUNT_TYPE, COUPON_TYPE } from '@sb/coupon';
import { couponStore } from '../../../lib/coupon-store';
import { oneClickWorks } from '../lib/one-click';
import { parseStake } from '../lib/money';
import type { CouponView } from './use-coupon-view';
import type { usePlaceCoupon } from './use-place-coupon';

/**
 * §5 one-click: with one-click on (and shown by the site), a selection added to the empty coupon is
 * placed at once as a single of the one-click stake (the bonus account's own stake when betting
 * from it), and the coupon is emptied again.
 */
export function useOneClickBet(view: CouponView, place: ReturnType<typeof usePlaceCoupon>['mutation']): void {
  const { state, settings, account, steps, currency } = view;
  const active = oneClickWorks(view.showOneClick, settings.isActiveOneClick);
  const handled = useRef<string | null>(null);
  const bet = state.bets.length === 1 ? state.bets[0] : undefined;
  useEffect(() => {
    if (!active || !bet || !account || place.isPending || handled.current === bet.market.id) return;
    handled.current = bet.market.id;
    const typed = account.type === BONUS_ACCOUNT_TYPE ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
    const amount = parseStake(typed, currency.exponent) ?? BigInt(steps.initial);
    place.mutate(
      {
        typeId: COUPON_TYPE.single,
        bets: [bet],
        accountId: account.id,
        amount,
        systemValue: null,
        amountByBlockId: {},
        amountByBetId: {},
        settings,
        isVipBet: false,
        promoCode: '',
        antiExpressCoef: null,
      },
      { onSettled: () => couponStore.clear() },
    );
  }, [active, bet, account, place, settings, currency.exponent, steps.initial]);
}
