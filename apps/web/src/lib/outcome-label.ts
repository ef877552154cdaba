import { MARKETS_NAME_TYPE, type MarketsNameType } from '@sb/preferences';
import { dynamicT } from './i18n';
import { scheduledParamText } from './scheduled-params';

/**
 * An outcome's label from the line's dictionary keys (`outcome_<typeId>` with {{param}}, see
 * contracts/line.ts); before the sport dictionary has the key, the type id and param show.
 * Spec §3 marketsNameType short: the coupon-style code (`outcome_short_<typeId>`: "1", "X2",
 * "O 2.5") where the dictionary has one, else the full name.
 */
export function outcomeLabel(
  t: unknown,
  typeId: number,
  param: number | null,
  nameType: MarketsNameType = MARKETS_NAME_TYPE.full,
): string {
  const tr = dynamicT(t);
  const vars = { param: scheduledParamText(typeId, param) ?? (param === null ? '' : String(param)) };
  if (nameType === MARKETS_NAME_TYPE.short) {
    const short = `outcome_short_${typeId}`;
    const text = tr(short, vars);
    if (text !== short) return text;
  }
  const key = `outcome_${typeId}`;
  const text = tr(key, vars);
  return text === key ? `${typeId}${param === null ? '' : ` (${param})`}` : text;
}
