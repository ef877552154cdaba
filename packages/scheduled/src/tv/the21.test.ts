import { describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { TV_GAME_DEFS } from './index';
import { THE_21, totalParam } from './the21';
import {
  CLASS_COUNTS,
  FINALS,
  MIN_FINAL,
  STAND_ON,
  drewByRule,
  handTotal,
  hardValueOf,
  jointFinalTotals,
  totalOf,
  winnerOf,
} from './the21-rules';
import { testCtx } from './test-support';

const card = (rank: number, suit = 0): number => rank * 4 + suit;
const ACE = 12;
const TEN = 8;
const KING = 11;

/** One hand's final-total law by plain recursion over the deck (the oracle of the joint's rows). */
function oneHandLaw(): number[] {
  const counts = [...CLASS_COUNTS];
  const law = new Array<number>(FINALS).fill(0);
  const walk = (hard: number, ace: boolean, p: number): void => {
    const total = totalOf(hard, ace);
    if (total >= STAND_ON) {
      law[total - MIN_FINAL] = (law[total - MIN_FINAL] ?? 0) + p;
      return;
    }
    const left = counts.reduce((a, b) => a + b, 0);
    counts.forEach((n, cls) => {
      if (n === 0) return;
      counts[cls] = n - 1;
      walk(hard + hardValueOf(cls), ace || cls === 9, (p * n) / left);
      counts[cls] = n;
    });
  };
  walk(0, false, 1);
  return law;
}

describe('issue 19 TV games: the21', () => {
  it('issue 19 TV games: the21 totals count the ace as 11 unless that busts; a hand stands on every 17', () => {
    expect(handTotal([card(ACE), card(4)])).toBe(17); // soft 17 stands
    expect(handTotal([card(ACE), card(ACE)])).toBe(12);
    expect(handTotal([card(ACE), card(3), card(TEN)])).toBe(16);
    expect(handTotal([card(TEN), card(KING)])).toBe(20);
    expect(handTotal([card(TEN), card(4), card(7)])).toBe(25);
    expect(drewByRule([card(ACE), card(4)])).toBe(true);
    expect(drewByRule([card(TEN), card(KING), card(0)])).toBe(false); // drew on 20
    expect(drewByRule([card(TEN), card(4)])).toBe(false); // stood on 16
  });

  it('issue 19 TV games: the21 winner — the higher standing total; a bust loses; two busts or equal totals tie', () => {
    expect(winnerOf(20, 19)).toBe(1);
    expect(winnerOf(17, 21)).toBe(2);
    expect(winnerOf(22, 17)).toBe(2);
    expect(winnerOf(18, 23)).toBe(1);
    expect(winnerOf(24, 22)).toBe(0);
    expect(winnerOf(19, 19)).toBe(0);
  });

  it('issue 19 TV games: the21 joint law sums to 1, is symmetric, and each hand follows the one-hand law', () => {
    const joint = jointFinalTotals();
    expect(joint.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const oracle = oneHandLaw();
    for (let t = 0; t < FINALS; t++) {
      let row = 0;
      let column = 0;
      for (let u = 0; u < FINALS; u++) {
        row += joint[t * FINALS + u] ?? 0;
        column += joint[u * FINALS + t] ?? 0;
        expect(joint[t * FINALS + u]).toBeCloseTo(joint[u * FINALS + t] ?? 0, 14);
      }
      expect(row).toBeCloseTo(oracle[t] ?? 0, 12);
      expect(column).toBeCloseTo(oracle[t] ?? 0, 12);
    }
    // One deck, stand on all 17: the well-known bust rate of about 28 %.
    const bust = oracle.slice(22 - MIN_FINAL).reduce((a, b) => a + b, 0);
    expect(bust).toBeGreaterThan(0.27);
    expect(bust).toBeLessThan(0.29);
  });

  it('issue 19 TV games: the21 settles from the dealt cards — hand totals, winner, bust lines (param 100·hand + line)', () => {
    // Hand 1: 10♣ 6♦ then 9♠ (25, bust); hand 2: K♥ 8♣ (18) — dealt 1, 2, 1, 2, then hand 1 draws.
    const draw = [
      [card(TEN, 0), 1],
      [card(KING, 2), 2],
      [card(4, 1), 1],
      [card(6, 0), 2],
      [card(7, 3), 1],
    ] as const;
    expect(THE_21.settle(T.handWins, 2, draw)).toBe(true);
    expect(THE_21.settle(T.handWins, 1, draw)).toBe(false);
    expect(THE_21.settle(T.handsTie, null, draw)).toBe(false);
    expect(THE_21.settle(T.totalOver, totalParam(1, 21.5), draw)).toBe(true);
    expect(THE_21.settle(T.totalUnder, totalParam(2, 21.5), draw)).toBe(true);
    expect(THE_21.settle(T.totalUnder, totalParam(2, 19.5), draw)).toBe(true);
    expect(THE_21.settle(T.totalOver, totalParam(1, 19.5), draw)).toBe(true);
    expect(THE_21.settle(T.totalOver, 21.5, draw)).toBeNull(); // no hand 0
    // Hand 2 standing on 16 breaks the rule: no result.
    expect(THE_21.settle(T.handWins, 1, [...draw.slice(0, 3), [card(4, 3), 2], draw[4]])).toBeNull();
  });

  it('issue 19 TV games: the21 play deals two cards each alternately, then hand 1, then hand 2 draw', () => {
    const def = TV_GAME_DEFS.find((d) => d.type === 'the21');
    const ctx = testCtx(THE_21);
    for (let i = 0; i < 40; i++) {
      const played = def?.play(ctx, [], `deal-${i}`);
      const tags = (played?.draw ?? []).map(([, hand]) => hand);
      expect(tags.slice(0, 4)).toEqual([1, 2, 1, 2]);
      const rest = tags.slice(4);
      expect(rest).toEqual([...rest].sort());
      const hand = (h: number) => (played?.draw ?? []).filter(([, t]) => t === h).map(([c]) => c);
      expect([played?.score.home, played?.score.away]).toEqual([handTotal(hand(1)), handTotal(hand(2))]);
    }
  });
});
