import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CouponView as PlacedCoupon, Outcome } from '@sb/contracts';
import { couponStore } from '../../../lib/coupon-store';
import { bettingCalls, outcomesQuery } from '../api/betting';
import { useBetErrorText, isApiCode } from '../lib/bet-error';
import { ODDS_REFRESH_MS } from '../lib/constants';
import { couponNotices } from '../lib/notices';
import { placementRequest, type PlacementInput } from '../lib/placement';
import { applyOutcomeRefresh } from '../lib/refresh';
import { newKey } from '../lib/idempotency-key';

/** Query keys other features read after a bet: the balance (wallet) and the bet history. */
const AFTER_BET_KEYS = [['wallet', 'accounts'], ['bets']] as const;

/**
 * Places the coupon. One idempotency key per press of the button (a double click or a retry of the
 * same press places one coupon). A 409 coef_changed reads the current prices into the coupon and
 * asks the player to accept them; accepting places again at those prices.
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
    onError: async (err) => {
      key.current = null;
      if (isApiCode(err, 'coef_changed')) {
        const ids = couponStore.get().bets.map((b) => b.market.id);
        const fresh = await qc
          .fetchQuery({ ...outcomesQuery(ids, ODDS_REFRESH_MS), staleTime: 0 })
          .catch(() => ({ outcomes: [] as Outcome[] }));
        couponStore.set((s) => ({ bets: [...applyOutcomeRefresh(s.bets, fresh.outcomes)], antiExpressCoef: null }));
        setCoefChanged(true);
        return;
      }
      couponNotices.push({ kind: 'error', text: errorText(err) });
    },
  });
  return { mutation, coefChanged, dismissCoefChanged: () => setCoefChanged(false) };
}
