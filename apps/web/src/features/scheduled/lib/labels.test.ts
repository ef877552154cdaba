import { describe, expect, it } from 'vitest';
import { OUTCOME_TYPE, SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { handKey, outcomeLabelOf } from './labels';

/** A translator that shows which key and values were asked for. */
const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  vars ? `${key}(${Object.values(vars).join(',')})` : key;
const label = (typeId: number, param: number | null, type = '5of36', name?: string) =>
  outcomeLabelOf({ typeId, param, ...(name ? { name } : {}) }, type, t);

describe('issue 19 outcome labels of the scheduled games', () => {
  it('balls and pockets are their numbers; over / under show the line', () => {
    expect(label(T.ballDrawn, 7)).toBe('7');
    expect(label(T.pocket, 0, 'wheel')).toBe('0');
    expect(label(T.sumOver, 92.5)).toBe('scheduled_over(92.5)');
    expect(label(T.cardRankUnder, 8.5, 'guesscard')).toBe('scheduled_under(8.5)');
  });

  it("the21's totals carry the hand in their param: 121.5 is hand 1 over 21.5", () => {
    expect(label(T.totalOver, 121.5, 'the21')).toBe('scheduled_over(21.5)');
    expect(label(T.totalUnder, 216.5, 'the21')).toBe('scheduled_under(16.5)');
  });

  it('wheel sectors are the dozens and the zero', () => {
    expect(label(T.sector, 1, 'wheel')).toBe('1–12');
    expect(label(T.sector, 3, 'wheel')).toBe('25–36');
    expect(label(T.sector, 4, 'wheel')).toBe('scheduled_zero');
  });

  it('hands are named by the game: andar and bahar, else numbered; suits by symbol', () => {
    expect(label(T.handWins, 1, 'andarbahar')).toBe('scheduled_hand_andar');
    expect(label(T.handWins, 2, 'andarbahar')).toBe('scheduled_hand_bahar');
    expect(label(T.handWins, 4, 'poker')).toBe('scheduled_hand(4)');
    expect(handKey('poker', 0).key).toBe('scheduled_hand_board');
    expect(label(T.cardSuit, 2, 'guesscard')).toBe('♥');
  });

  it("virtual sports' line outcomes read as the line's: names, correct scores, signed handicaps", () => {
    expect(label(OUTCOME_TYPE.outright, 12, 'horse-racing', 'Red Arrow')).toBe('Red Arrow');
    expect(label(OUTCOME_TYPE.correctScore, 201, 'virtual-football')).toBe('2:1');
    expect(label(OUTCOME_TYPE.handicap1, -1.5, 'virtual-tennis')).toBe('outcome_7(\u22121.5)');
    expect(label(OUTCOME_TYPE.win1, null, 'virtual-football')).toBe('outcome_1()');
  });
});
