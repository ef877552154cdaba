import { NO_LIMIT } from './constants';

export interface MoneyLimit {
  limitType: number;
  limitValue: bigint;
}

export type Verdict = { ok: true } | { ok: false; limitType: number; remaining: bigint };

/**
 * Refuses an amount that would take a rolling-window total over any active limit of these types;
 * when several limits are set, the lowest remaining one decides (UKGC RTS 12). Never partial.
 */
export function checkAmount(
  limits: readonly MoneyLimit[],
  usedByType: ReadonlyMap<number, bigint>,
  amount: bigint,
): Verdict {
  let worst: { limitType: number; remaining: bigint } | null = null;
  for (const l of limits) {
    if (l.limitValue >= BigInt(NO_LIMIT)) continue;
    const used = usedByType.get(l.limitType) ?? 0n;
    const remaining = l.limitValue - used;
    if (amount > remaining && (worst === null || remaining < worst.remaining))
      worst = { limitType: l.limitType, remaining: remaining < 0n ? 0n : remaining };
  }
  return worst ? { ok: false, ...worst } : { ok: true };
}

/** Spec §9 session limit hours × 3,600,000 ms against the play time of the day. */
export function sessionExceeded(hours: number, playedMs: number): boolean {
  return hours > 0 && playedMs >= hours * 3_600_000;
}
