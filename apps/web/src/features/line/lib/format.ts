import { formatOddsById, oddsFromThousandths, type CoefViewId } from '@sb/odds';
import type { Outcome } from '@sb/contracts';
import { OUTCOME_TYPE } from '@sb/contracts/line-ids';

/** Spec §5: an odds value in the player's format; a format outside the allowed list → undefined. */
export function formatCoef(coef: number, coefViewId: number): string | undefined {
  const odds = Number.isFinite(coef) ? oddsFromThousandths(Math.round(coef * 1000)) : undefined;
  return odds === undefined ? undefined : formatOddsById(odds, coefViewId);
}

/** Handicap lines carry their sign (+1.5, −0.25, 0); the minus is the typographic one. */
export function formatSigned(n: number): string {
  if (n === 0) return '0';
  return n > 0 ? `+${n}` : `\u2212${Math.abs(n)}`;
}

/** Correct score param: home × 100 + away; −1 means "any other score". */
export function formatScoreParam(param: number): string | null {
  if (param < 0) return null;
  return `${Math.floor(param / 100)}:${param % 100}`;
}

const HANDICAPS: readonly number[] = [
  OUTCOME_TYPE.handicap1,
  OUTCOME_TYPE.handicap2,
  OUTCOME_TYPE.gameHandicap1,
  OUTCOME_TYPE.gameHandicap2,
];

/** The `{{param}}` text of an outcome label. */
export function paramText(outcome: Pick<Outcome, 'typeId' | 'param'>): string {
  if (outcome.param === null) return '';
  if (HANDICAPS.includes(outcome.typeId)) return formatSigned(outcome.param);
  if (outcome.typeId === OUTCOME_TYPE.correctScore) return formatScoreParam(outcome.param) ?? '';
  return String(outcome.param);
}

/** The dictionary key of an outcome's label (correct score "any other" has its own). */
export function outcomeLabelKey(outcome: Pick<Outcome, 'typeId' | 'param'>): string {
  if (outcome.typeId === OUTCOME_TYPE.correctScore && outcome.param !== null && outcome.param < 0)
    return 'outcome_13_other';
  return `outcome_${outcome.typeId}`;
}

/** Short column labels exist for the outcomes of a list row (1, X, 2, H1, O…). */
export const SHORT_LABEL_TYPES: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27,
];
export const outcomeShortKey = (typeId: number) =>
  SHORT_LABEL_TYPES.includes(typeId) ? `outcome_short_${typeId}` : `outcome_${typeId}`;

export function isCoefViewIdLike(n: number): n is CoefViewId {
  return formatCoef(2, n) !== undefined;
}
