import { drawWithoutReplacement, floatStream } from '@sb/casino';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { choose } from './balls';
import { DECK_SIZE, SUITS, isOneDeck, rankOf } from './cards';
import { oneCardSpecs, settleOneCard } from './card-markets';
import type { Draw, TvGame } from './game';
import { TV_MARKET_GROUP as G } from './groups';
import { overUnderSpec, type TvMarketSpec } from './price';

/**
 * Andar Bahar (issue 19): one shuffled 52-card deck. The first card is the joker; then cards go
 * alternately to Andar (first) and Bahar until one has the joker's rank: that side wins. Result:
 * `periods` = `[[joker, 0], [card, 1 Andar | 2 Bahar], …]`, `home` = the winning side (1 or 2),
 * `away` = the number of cards dealt after the joker.
 *
 * Exact chances: after the joker 51 cards remain, 3 of the joker's rank, in uniform order, so
 * the first match is card k (1-based) with chance C(51 − k, 2) / C(51, 3); Andar wins when k is odd.
 */
export const ANDAR = 1;
export const BAHAR = 2;
const AFTER_JOKER = DECK_SIZE - 1;
const MATCHES = SUITS - 1;
/** Half lines on the number of cards dealt; the first is near the median. */
export const DEALT_LINES = [10.5, 5.5, 20.5] as const;

/** Chance that the k-th card after the joker (1-based) is the first of its rank; index k. */
export function firstMatchDistribution(): number[] {
  const total = choose(AFTER_JOKER, MATCHES);
  return Array.from({ length: AFTER_JOKER + 1 }, (_, k) =>
    k === 0 ? 0 : choose(AFTER_JOKER - k, MATCHES - 1) / total,
  );
}

function specs(): TvMarketSpec[] {
  const dealt = firstMatchDistribution();
  const pAndar = dealt.reduce((p, q, k) => (k % 2 === 1 ? p + q : p), 0);
  const over = (line: number) => dealt.reduce((p, q, k) => (k > line ? p + q : p), 0);
  return [
    {
      groupId: G.winner,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.handWins, param: ANDAR, fair: pAndar, name: 'Andar' },
        { typeId: T.handWins, param: BAHAR, fair: 1 - pAndar, name: 'Bahar' },
      ],
    },
    ...DEALT_LINES.map((line) =>
      overUnderSpec(G.cardsDealt, line, over(line), { over: T.totalOver, under: T.totalUnder }, 'Cards dealt'),
    ),
    ...oneCardSpecs('Joker'),
  ];
}

/** The joker and the dealt cards of a draw when it follows the rules, else null. */
function parse(draw: Draw): { joker: number; winner: number; dealt: number } | null {
  const [first, ...rest] = draw;
  const last = rest[rest.length - 1];
  if (first === undefined || last === undefined || first[1] !== 0) return null;
  if (!isOneDeck(draw.map(([card]) => card))) return null;
  const joker = first[0];
  const rulesKept = rest.every(
    ([card, side], i) =>
      side === (i % 2 === 0 ? ANDAR : BAHAR) && (rankOf(card) === rankOf(joker)) === (i === rest.length - 1),
  );
  return rulesKept ? { joker, winner: last[1], dealt: rest.length } : null;
}

export const ANDAR_BAHAR: TvGame = {
  type: 'andarbahar',
  name: 'Andar Bahar',
  intervalMs: 3 * 60_000,
  durationMs: 60_000,
  specs,
  play: (ctx, drawSeed) => {
    const deck = drawWithoutReplacement(DECK_SIZE, DECK_SIZE, floatStream(drawSeed, String(ctx.roundId), 0));
    const [joker = 0, ...rest] = deck;
    const draw: [number, number][] = [[joker, 0]];
    for (const [i, card] of rest.entries()) {
      draw.push([card, i % 2 === 0 ? ANDAR : BAHAR]);
      if (rankOf(card) === rankOf(joker)) break;
    }
    const winner = draw[draw.length - 1]?.[1] ?? 0;
    return { draw, home: winner, away: draw.length - 1, kinds: draw.map((_, i) => (i === 0 ? 'joker' : 'card')) };
  },
  settle: (typeId, param, draw) => {
    const round = parse(draw);
    if (round === null) return null;
    if (typeId === T.handWins) return param === null ? null : round.winner === param;
    if (typeId === T.totalOver) return param === null ? null : round.dealt > param;
    if (typeId === T.totalUnder) return param === null ? null : round.dealt < param;
    return settleOneCard(typeId, param, round.joker);
  },
};
