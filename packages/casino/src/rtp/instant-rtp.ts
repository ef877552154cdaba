import { choose } from '../util';
import { diceMultiplier } from '../games/dice';
import { DRAGON_TIGER_TIE_P } from '../games/dragon-tiger';
import { KENO_DRAWN, KENO_NUMBERS, kenoPaytable, type KenoRisk } from '../games/keno';
import { limboWinProbability } from '../games/limbo';
import { plinkoPaytable, type PlinkoRisk } from '../games/plinko';
import { coveredNumbers, ROULETTE_PAYS, ROULETTE_POCKETS, type RouletteBetType } from '../games/roulette-bets';
import { SCRATCH_CELLS, SCRATCH_MATCH, SCRATCH_SYMBOLS } from '../games/scratch';
import { wheelSegments, type WheelRisk } from '../games/wheel';
import type { Distribution } from './distribution';

/**
 * Exact pay distributions of the instant games (issue 15 "Fairness and RTP"), each from the
 * game's own tables and functions, so a change of a table changes its proof.
 */

/** Dice with k winning rolls of 10 000. */
export function diceDistribution(k: number): Distribution {
  const p = k / 10_000;
  return [
    { p, pay: diceMultiplier(k) / 10_000 },
    { p: 1 - p, pay: 0 },
  ];
}

/** Limbo at a target of m100 hundredths. */
export function limboDistribution(m100: number): Distribution {
  const p = limboWinProbability(m100);
  return [
    { p, pay: m100 / 100 },
    { p: 1 - p, pay: 0 },
  ];
}

/** One roulette bet: covered pockets of 37, paying (odds + 1). */
export function rouletteDistribution(bet: { type: RouletteBetType; numbers: number[]; index: number }): Distribution {
  const covered = coveredNumbers(bet)?.length ?? 0;
  return [
    { p: covered / ROULETTE_POCKETS, pay: ROULETTE_PAYS[bet.type] + 1 },
    { p: 1 - covered / ROULETTE_POCKETS, pay: 0 },
  ];
}

export function wheelDistribution(risk: WheelRisk, segments: number): Distribution {
  return wheelSegments(risk, segments).map((u) => ({ p: 1 / segments, pay: u / 10_000 }));
}

export function dragonTigerDistribution(bet: 'dragon' | 'tiger' | 'tie'): Distribution {
  const tie = DRAGON_TIGER_TIE_P;
  if (bet === 'tie')
    return [
      { p: tie, pay: 12 },
      { p: 1 - tie, pay: 0 },
    ];
  return [
    { p: tie, pay: 0.5 },
    { p: (1 - tie) / 2, pay: 2 },
    { p: (1 - tie) / 2, pay: 0 },
  ];
}

export function plinkoDistribution(risk: PlinkoRisk, rows: number): Distribution {
  return plinkoPaytable(risk, rows).map((pay, k) => ({ p: choose(rows, k) / 2 ** rows, pay }));
}

export function kenoDistribution(risk: KenoRisk, picks: number): Distribution {
  const all = choose(KENO_NUMBERS, picks);
  return kenoPaytable(risk, picks).map((pay, h) => ({
    p: (choose(KENO_DRAWN, h) * choose(KENO_NUMBERS - KENO_DRAWN, picks - h)) / all,
    pay,
  }));
}

/**
 * Scratch card by enumerating every count vector of the symbols over the 9 cells (multinomial
 * probabilities), so the distribution (not only its mean) is exact.
 */
export function scratchDistribution(): Distribution {
  const total = SCRATCH_SYMBOLS.reduce((s, x) => s + x.weight, 0);
  const probs = SCRATCH_SYMBOLS.map((s) => s.weight / total);
  const out: { p: number; pay: number }[] = [];
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const walk = (i: number, left: number, p: number, pay: number): void => {
    const prob = probs[i] ?? 0;
    const symbol = SCRATCH_SYMBOLS[i];
    if (symbol === undefined) return;
    if (i === SCRATCH_SYMBOLS.length - 1) {
      const last = p * prob ** left;
      out.push({
        p: (last * factorial(SCRATCH_CELLS)) / factorial(left),
        pay: pay + (left >= SCRATCH_MATCH ? symbol.prize : 0),
      });
      return;
    }
    for (let c = 0; c <= left; c++) {
      walk(i + 1, left - c, (p * prob ** c) / factorial(c), pay + (c >= SCRATCH_MATCH ? symbol.prize : 0));
    }
  };
  walk(0, SCRATCH_CELLS, 1, 0);
  return out;
}
