import { fightEnd, MMA_FINISH, OUTCOME_TYPE, SPORT_IDS } from '@sb/contracts/line-ids';
import type { DynamicTranslate } from '../../../lib/i18n';

interface ResultScore {
  home: number;
  away: number;
  periods: readonly (readonly [number, number])[];
}

/**
 * The small text after a final score on the results pages: the period scores ("2:1, 0:0"), or for
 * an MMA fight how it ended (issue 14: the feed carries the finish code in the last round, which
 * is no score to show): "Home by KO/TKO, Home in round 2"; a decision is the method alone.
 */
export function resultPeriodsText(sportId: number, score: ResultScore, t: DynamicTranslate): string {
  if (sportId === SPORT_IDS.mma) {
    const end = fightEnd(score);
    if (end === null) return '';
    const side = end.homeWon ? 0 : 3;
    const method = OUTCOME_TYPE.ko1 + side + (end.finish - MMA_FINISH.ko);
    const text = t(`outcome_${method}`);
    if (end.finish === MMA_FINISH.decision) return text;
    const round = end.homeWon ? OUTCOME_TYPE.roundWin1 : OUTCOME_TYPE.roundWin2;
    return `${text}, ${t(`outcome_${round}`, { param: end.round })}`;
  }
  return score.periods.map(([a, b]) => `${a}:${b}`).join(', ');
}
