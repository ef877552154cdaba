import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasReferralParams } from '@sb/preferences';
import { saveReferralTags } from './api';

/**
 * Spec §4 "A referral-tag step runs on navigation", client side: the page load's query was
 * handled by the server when it rendered the page; each later navigation whose query carries a
 * referral parameter is sent to the server, which sets the §9 cookies with the same function.
 * Spec §8: a failure ('fail save referral tags') is only logged.
 */
export function ReferralTagKeeper() {
  const { search } = useLocation();
  const first = useRef<string | null>(search);
  useEffect(() => {
    if (first.current === search) return;
    first.current = null;
    if (!hasReferralParams(new URLSearchParams(search))) return;
    saveReferralTags(search).catch((err: unknown) => console.error('fail save referral tags', err));
  }, [search]);
  return null;
}
