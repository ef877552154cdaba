import { useSyncExternalStore } from 'react';
import { COUPON_NOTIFICATION_DURATION } from './constants';

export interface CouponNotice {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** The text, already translated. */
  text: string;
  /** A placed coupon's id (the notice links to its print page). */
  couponId?: string;
  /** §9: coupon notifications never auto-close (-1); the player closes them. */
  duration: number;
}

let notices: readonly CouponNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const couponNotices = {
  get: () => notices,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Adds a notice; one of a kind at a time, the newest wins (a second error replaces the first). */
  push(n: Omit<CouponNotice, 'id' | 'duration'>): void {
    notices = [
      ...notices.filter((x) => x.kind !== n.kind),
      { ...n, id: nextId++, duration: COUPON_NOTIFICATION_DURATION },
    ];
    emit();
  },
  dismiss(id: number): void {
    notices = notices.filter((n) => n.id !== id);
    emit();
  },
  clear(): void {
    notices = [];
    emit();
  },
};

const empty: readonly CouponNotice[] = [];
export function useCouponNotices(): readonly CouponNotice[] {
  return useSyncExternalStore(couponNotices.subscribe, couponNotices.get, () => empty);
}
