/** Spec §3 Limit types. */
export const LIMIT_TYPE = {
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  timeout: 33,
  selfExclusion: 30,
  sessionHours: 31,
  realityCheck: 32,
  extra: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE);
export const isLimitType = (v: unknown): v is LimitType =>
  typeof v === 'number' && (LIMIT_TYPES as readonly number[]).includes(v);

export const DEPOSIT_TYPES = [20, 21, 22] as const;
export const WAGER_TYPES = [1, 2, 3] as const;
export const LOSS_TYPES = [10, 11, 12] as const;
export const MONEY_TYPES: readonly number[] = [...DEPOSIT_TYPES, ...WAGER_TYPES, ...LOSS_TYPES];
/** Spec §3: types 30 and 33 are period-based. */
export const PERIOD_TYPES: readonly number[] = [30, 33];

export type LimitState = 'PENDING' | 'ACTIVE' | 'INACTIVE';

/** Spec §9: deposit limit 999999999 means no limit. */
export const NO_LIMIT = 999_999_999;
/** Spec §4: the approval window is 86400 s after startedAt. */
export const APPROVAL_WINDOW_S = 86_400;
/** Regulators (UKGC RTS 12): an increase only after a 24-hour cooling-off. */
export const COOLING_OFF_S = 86_400;
/** Spec §9 self-exclusion options (days). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825] as const;
/** Spec §9 timeout days. */
export const TIMEOUT_DAYS = [1, 7, 30] as const;
/** Spec §9 session limit hours 1 to 24, or -1 unset (hours × 3,600,000 ms). */
export const SESSION_HOURS_UNSET = -1;
export const SESSION_HOURS_MIN = 1;
export const SESSION_HOURS_MAX = 24;
/** Spec §9 reality check options (minutes), timer capped at 5-minute steps. */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
/** Spec §9 limit ping every 30 s while active. */
export const PING_INTERVAL_S = 30;

/** Rolling window of each money limit type, in seconds. */
export function windowSeconds(type: number): number | null {
  if (type === 20 || type === 1 || type === 10) return 86_400;
  if (type === 21 || type === 2 || type === 11) return 7 * 86_400;
  if (type === 22 || type === 3 || type === 12) return 30 * 86_400;
  return null;
}
