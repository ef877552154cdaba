import type { LimitView } from '@sb/contracts';
import { MONEY_TYPES, NO_LIMIT } from '@sb/limits';
import { definitionOf } from './catalogue';
import type { LimitRow } from './repository';

/** Spec §3 Limit, as the limit service answers it (the responsible contract). */
export type { LimitView };

const counts = (r: LimitRow) =>
  MONEY_TYPES.includes(r.limitType) && r.state === 'ACTIVE' && r.limitValue < BigInt(NO_LIMIT);

/** The money limit types in force, whose windows' usage the view shows as the balance left. */
export function countedTypes(rows: readonly LimitRow[]): number[] {
  return [...new Set(rows.filter(counts).map((r) => r.limitType))];
}

/** The page's list: every row not INACTIVE, and the newest INACTIVE row per type as history. */
export function limitViews(rows: readonly LimitRow[], used: ReadonlyMap<number, bigint>): LimitView[] {
  const shown = rows.filter(
    (r) =>
      r.state !== 'INACTIVE' || rows.filter((x) => x.limitType === r.limitType && x.state === 'INACTIVE').at(-1) === r,
  );
  return shown.map((r) => {
    const def = definitionOf(r.limitType);
    const left = r.limitValue - (used.get(r.limitType) ?? 0n);
    return {
      limitType: r.limitType,
      limitValue: r.limitValue.toString(),
      limitBalance: counts(r) ? (left > 0n ? left : 0n).toString() : null,
      limitState: r.state,
      needApprove: r.needApprove,
      startedAt: r.startedAt.toISOString(),
      endsAt: r.endsAt?.toISOString() ?? null,
      selfExcludeReason: r.selfExcludeReason,
      availableValues: def?.availableValues ?? null,
      measure: def?.measure ?? 'count',
      label: def?.label ?? `rg_limit_${r.limitType}`,
      currencyCode: MONEY_TYPES.includes(r.limitType) ? r.currency : null,
    };
  });
}
