import { useEffect } from 'react';
import { couponStore, useCoupon } from '../../../lib/coupon-store';
import { liveConnection } from '../../../lib/live-socket';
import { applyLiveOutcomes, isLiveLeg } from '../lib/live-legs';

/**
 * Live selections follow their `outcome:ID` topics on the page's one live socket: the price moves
 * in place (with the coupon's up/down indication), a suspended outcome locks its leg at once.
 * Pre-match legs keep the periodic refresh (useOddsRefresh). §9: the socket pauses 30 s after the
 * page is hidden and resubscribes on return, which sends fresh snapshots.
 */
export function useLiveOutcomes(): void {
  const { bets } = useCoupon();
  const key = bets
    .filter(isLiveLeg)
    .map((b) => b.market.id)
    .sort()
    .join(',');
  useEffect(() => {
    const conn = liveConnection();
    if (!conn || !key) return undefined;
    const stops = key.split(',').map((id) => {
      const topic = `outcome:${id}` as const;
      return conn.follow(topic, () => {
        const doc = conn.view(topic).data;
        if (!doc) return;
        const removed = doc.outcomes.has(id) ? new Set<string>() : new Set([id]);
        const current = couponStore.get().bets;
        const next = applyLiveOutcomes(current, doc.outcomes, removed);
        if (next !== current) couponStore.set({ bets: [...next] });
      });
    });
    return () => stops.forEach((stop) => stop());
  }, [key]);
}
