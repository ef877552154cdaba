import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { CouponView as PlacedCoupon } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { couponStore } from '../../../lib/coupon-store';
import { bettingCalls } from '../api/betting';
import { isApiCode, useBetErrorText } from '../lib/bet-error';
import { couponNotices } from '../lib/notices';
import { applyCoefChanges, coefChangesOf, placementRequest, type PlacementInput } from '../lib/placement';
import { newKey } from '../lib/idempotency-key';

/** Query keys other features read after a bet: the balance (wallet) and the bet history. */
const AFTER_BET_KEYS = [ACCOUNTS_QUERY_KEY, ['bets']] as const;

/**
 * Places the coupon. One idempotency key per press of the button (a double click or a retry of the
 * same press places one coupon). A 409 coef_changed carries the current prices: they go into the
 * coupon and the player is asked to accept them; accepting places again at those prices.
 */
export function usePlaceCoupon(opts: { keepSelections: boolean }) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const errorText = useBetErrorText();
  const [coefChanged, setCoefChanged] = useState(false);
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Omit<PlacementInput, 'idempotencyKey'>) => {
      key.current ??= newKey();
      return bettingCalls.place(placementRequest({ ...input, idempotencyKey: key.current }));
    },
    onSuccess: ({ coupon }: { coupon: PlacedCoupon }) => {
      key.current = null;
      setCoefChanged(false);
      couponNotices.push({ kind: 'success', text: t('coupon_success', { id: coupon.id }), couponId: coupon.id });
      if (opts.keepSelections) couponStore.set({ successCoupon: coupon, antiExpressCoef: null });
      else couponStore.clear();
      for (const queryKey of AFTER_BET_KEYS) void qc.invalidateQueries({ queryKey: [...queryKey] });
    },
    onError: (err) => {
      key.current = null;
      if (isApiCode(err, 'coef_changed')) {
        // The answer names the current prices: they replace the shown ones (the old kept to show
        // the move) and the player confirms; placing again sends exactly these.
        const { changes, antiExpressCoef } = coefChangesOf(err.body);
        couponStore.set((s) => ({ bets: applyCoefChanges(s.bets, changes), antiExpressCoef }));
        setCoefChanged(true);
        return;
      }
      couponNotices.push({ kind: 'error', text: errorText(err) });
    },
  });
  return { mutation, coefChanged, dismissCoefChanged: () => setCoefChanged(false) };
}
