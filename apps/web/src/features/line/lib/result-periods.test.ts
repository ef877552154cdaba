import { describe, expect, it } from 'vitest';
import { MMA_FINISH, SPORT_IDS } from '@sb/contracts/line-ids';
import type { DynamicTranslate } from '../../../lib/i18n';
import { resultPeriodsText } from './result-periods';

const LABELS: Record<string, string> = {
  outcome_42: 'Home by KO/TKO',
  outcome_43: 'Home by submission',
  outcome_44: 'Home by decision',
  outcome_45: 'Away by KO/TKO',
  outcome_46: 'Away by submission',
  outcome_47: 'Away by decision',
  outcome_50: 'Home in round {{param}}',
  outcome_51: 'Away in round {{param}}',
};
const t: DynamicTranslate = (key, vars) => (LABELS[key] ?? key).replace('{{param}}', String(vars?.['param'] ?? ''));

describe('issue 14 results of MMA fights say how the fight ended, never the finish code as a score', () => {
  it('a knockout in round 2 by the away fighter', () => {
    const score = {
      home: 0,
      away: 1,
      periods: [
        [0, 0],
        [0, MMA_FINISH.ko],
      ] as [number, number][],
    };
    expect(resultPeriodsText(SPORT_IDS.mma, score, t)).toBe('Away by KO/TKO, Away in round 2');
  });
  it('a submission in round 1 and a decision after three rounds', () => {
    const sub = { home: 1, away: 0, periods: [[MMA_FINISH.submission, 0]] as [number, number][] };
    expect(resultPeriodsText(SPORT_IDS.mma, sub, t)).toBe('Home by submission, Home in round 1');
    const dec = {
      home: 1,
      away: 0,
      periods: [
        [0, 0],
        [0, 0],
        [MMA_FINISH.decision, 0],
      ] as [number, number][],
    };
    expect(resultPeriodsText(SPORT_IDS.mma, dec, t)).toBe('Home by decision');
  });
  it('a fight without a finish code shows nothing; other sports show their period scores', () => {
    expect(resultPeriodsText(SPORT_IDS.mma, { home: 1, away: 0, periods: [] }, t)).toBe('');
    const football = {
      home: 2,
      away: 1,
      periods: [
        [1, 0],
        [1, 1],
      ] as [number, number][],
    };
    expect(resultPeriodsText(SPORT_IDS.football, football, t)).toBe('1:0, 1:1');
  });
});
