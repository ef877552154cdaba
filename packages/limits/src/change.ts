import { APPROVAL_WINDOW_S, COOLING_OFF_S, LIMIT_TYPE, NO_LIMIT, PERIOD_TYPES, type LimitState } from './constants';

export interface LimitRecord {
  limitType: number;
  limitValue: bigint;
  state: LimitState;
  needApprove: boolean;
  startedAt: number;
  endsAt: number | null;
}

export type ChangeKind = 'new' | 'decrease' | 'increase' | 'removal' | 'same';

const isNoLimit = (v: bigint) => v >= BigInt(NO_LIMIT);

/**
 * A lower limit protects more and applies at once; a higher one or removal loosens protection and
 * waits (spec §4 Deposit limit; UKGC RTS 12). Period limits (time-out, self-exclusion) and the
 * reality check are protective in themselves and start at once.
 */
export function classifyChange(current: bigint | null, next: bigint): ChangeKind {
  if (current === null || isNoLimit(current)) return isNoLimit(next) ? 'same' : 'new';
  if (isNoLimit(next)) return 'removal';
  if (next < current) return 'decrease';
  if (next > current) return 'increase';
  return 'same';
}

export type ApprovalCheck = { ok: true } | { ok: false; reason: 'cooling_off' | 'window_passed' };

/**
 * A pending change starts when the cooling-off ends (startedAt) and may be confirmed until the
 * approval window of 86400 s after startedAt closes.
 */
export function canConfirm(pending: Pick<LimitRecord, 'startedAt'>, nowMs: number): ApprovalCheck {
  if (nowMs < pending.startedAt) return { ok: false, reason: 'cooling_off' };
  if (nowMs > pending.startedAt + APPROVAL_WINDOW_S * 1000) return { ok: false, reason: 'window_passed' };
  return { ok: true };
}

export function pendingStart(requestedAtMs: number): number {
  return requestedAtMs + COOLING_OFF_S * 1000;
}

/** Spec §4: limits are grouped as pending, active, inactive. */
export function groupLimits<T extends Pick<LimitRecord, 'state'>>(limits: readonly T[]) {
  return {
    pending: limits.filter((l) => l.state === 'PENDING'),
    active: limits.filter((l) => l.state === 'ACTIVE'),
    inactive: limits.filter((l) => l.state === 'INACTIVE'),
  };
}

/** Spec §4: period length is (endsAt − startedAt) / 86400 days. */
export function periodDays(l: Pick<LimitRecord, 'startedAt' | 'endsAt'>): number | null {
  return l.endsAt === null ? null : Math.round((l.endsAt - l.startedAt) / 86_400_000);
}

/** Spec §4: fields of types 30 and 33 are disabled when they have an end date. */
export function isFieldDisabled(l: Pick<LimitRecord, 'limitType' | 'endsAt'> | undefined): boolean {
  return !!l && PERIOD_TYPES.includes(l.limitType) && l.endsAt !== null;
}

/** Spec §4: options are matched by value. */
export function matchOption<T extends { value: number }>(
  options: readonly T[],
  value: bigint | number | null,
): T | undefined {
  return value === null ? undefined : options.find((o) => BigInt(o.value) === BigInt(value));
}

/** Spec §4: a self-exclusion warning shows when it is set but not yet started. */
export function selfExclusionNotStarted(
  l: Pick<LimitRecord, 'limitType' | 'startedAt'> | undefined,
  nowMs: number,
): boolean {
  return !!l && l.limitType === LIMIT_TYPE.selfExclusion && l.startedAt > nowMs;
}

/** Whether a protective period (time-out or self-exclusion) is in force now. */
export function periodInForce(
  l: Pick<LimitRecord, 'limitType' | 'state' | 'startedAt' | 'endsAt'>,
  nowMs: number,
): boolean {
  return (
    PERIOD_TYPES.includes(l.limitType) &&
    l.state === 'ACTIVE' &&
    l.startedAt <= nowMs &&
    (l.endsAt === null || nowMs < l.endsAt)
  );
}
