import { dynamicT } from '../../../lib/i18n';

/**
 * An outcome's label from the line's dictionary keys (`outcome_<typeId>` with {{param}}, see
 * contracts/line.ts); before the sport dictionary has the key, the type id and param show.
 */
export function outcomeLabel(t: unknown, typeId: number, param: number | null): string {
  const key = `outcome_${typeId}`;
  const text = dynamicT(t)(key, { param: param === null ? '' : String(param) });
  return text === key ? `${typeId}${param === null ? '' : ` (${param})`}` : text;
}
