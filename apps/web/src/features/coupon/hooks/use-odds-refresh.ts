import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { couponStore } from '../../../lib/coupon-store';
import { usePreferences } from '../../../lib/app-context';
import { lightPollMs } from '../../../lib/light-version';
import { outcomesQuery } from '../api/betting';
import { ODDS_REFRESH_MS } from '../lib/constants';
import { applyOutcomeRefresh } from '../lib/refresh';
import { useLiveOutcomes } from './use-live-outcomes';

/**
 * Reads the selections' current prices every ODDS_REFRESH_MS while the coupon has bets and the
 * page is visible, so the total odds and the possible win follow the line (less often in the §3
 * light version). Live selections also follow their `outcome:ID` topics (useLiveOutcomes).
 */
export function useOddsRefresh(ids: readonly string[]): void {
  useLiveOutcomes();
  const [prefs] = usePreferences();
  const query = useQuery({ ...outcomesQuery(ids, lightPollMs(ODDS_REFRESH_MS, prefs.flags)), enabled: ids.length > 0 });
  // A previous id set's answer lacks a new selection: only an answer for these ids is applied.
  const data = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (!data) return;
    const bets = couponStore.get().bets;
    const next = applyOutcomeRefresh(bets, data.outcomes);
    if (next !== bets) couponStore.set({ bets: [...next] });
  }, [data]);
}
