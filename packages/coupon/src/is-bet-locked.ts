export interface BetLockFlags {
  readonly isBlocked: boolean;
  readonly isDepend: boolean;
  readonly isBannedExpress: boolean;
}

/** §4 Coupon: a bet is locked if it is blocked, dependent or banned for express. */
export function isBetLocked(bet: BetLockFlags): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}
