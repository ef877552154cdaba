import { drawWithoutReplacement, floatStream } from '@sb/casino';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import type { RoundContext } from '../types';
import { DECK_SIZE, isOneDeck } from './cards';
import type { Draw, TvGame } from './game';
import { TV_MARKET_GROUP as G } from './groups';
import { categoryOf, cardsValue, handValue } from './poker-eval';
import type { TvMarketSpec } from './price';

/**
 * Poker (issue 19): Texas hold'em between six hands. The hole cards are public before the round
 * (dealt from the round's public seed, so the prices can be shown) and the five board cards
 * come from the draw seed, out of the 40 cards left. The best five of each hand's seven cards
 * wins; when two or more hands share the best value the round is a tie (no hand wins).
 * Result: `periods` = hole cards `[card, hand]` (hands 1 … 6, two each) then the board
 * `[card, 0]`; `home` = the winning hand (0 for a tie), `away` = the best hand's category
 * (0 high card … 8 straight flush).
 *
 * Prices: the exact chances come from every one of the C(40, 5) = 658 008 boards.
 */
export const HANDS = 6;
export const BOARD = 5;

/** The hole cards of a round from its public seed: hand h (0-based) holds cards 2h and 2h + 1. */
export function holeCards(ctx: Pick<RoundContext, 'publicSeed'>): number[][] {
  const dealt = drawWithoutReplacement(
    2 * HANDS,
    DECK_SIZE,
    floatStream(String(ctx.publicSeed), 'poker-hole-cards', 0),
  );
  return Array.from({ length: HANDS }, (_, h) => dealt.slice(2 * h, 2 * h + 2));
}

/** The cards not in any hand, ascending: the board is drawn from these. */
export function stub(hole: readonly (readonly number[])[]): number[] {
  const used = new Set(hole.flat());
  return Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !used.has(c));
}

/** The winning hand (1-based) or 0 for a tie, with the best value. */
export function showdown(
  hole: readonly (readonly number[])[],
  board: readonly number[],
): { winner: number; best: number } {
  let best = -1;
  let winner = 0;
  hole.forEach((cards, h) => {
    const value = cardsValue([...cards, ...board]);
    if (value > best) {
      best = value;
      winner = h + 1;
    } else if (value === best) winner = 0;
  });
  return { winner, best };
}

/**
 * How many boards each hand wins alone, and how many are ties, over every board of the stub.
 * Board suit masks are built level by level (one OR per added card); each hand's seven-card
 * masks are its hole masks OR the board's.
 */
export function countBoards(hole: readonly (readonly number[])[]): { wins: number[]; ties: number; boards: number } {
  const rest = stub(hole);
  const n = rest.length;
  const suit = Int32Array.from(rest, (c) => c & 3);
  const bit = Int32Array.from(rest, (c) => 1 << (c >> 2));
  const hands = hole.length;
  const hm = new Int32Array(hands * 4);
  hole.forEach((cards, h) =>
    cards.forEach((c) => (hm[h * 4 + (c & 3)] = (hm[h * 4 + (c & 3)] ?? 0) | (1 << (c >> 2)))),
  );
  const wins = new Array<number>(hands).fill(0);
  let ties = 0;
  let boards = 0;
  // masks[level·4 + s]: the board's suit masks after `level` cards.
  const masks = new Int32Array((BOARD + 1) * 4);
  const add = (level: number, i: number): void => {
    const from = level * 4;
    const to = from + 4;
    masks[to] = masks[from] ?? 0;
    masks[to + 1] = masks[from + 1] ?? 0;
    masks[to + 2] = masks[from + 2] ?? 0;
    masks[to + 3] = masks[from + 3] ?? 0;
    masks[to + (suit[i] ?? 0)] = (masks[to + (suit[i] ?? 0)] ?? 0) | (bit[i] ?? 0);
  };
  const top = BOARD * 4;
  for (let a = 0; a < n; a++) {
    add(0, a);
    for (let b = a + 1; b < n; b++) {
      add(1, b);
      for (let c = b + 1; c < n; c++) {
        add(2, c);
        for (let d = c + 1; d < n; d++) {
          add(3, d);
          for (let e = d + 1; e < n; e++) {
            add(4, e);
            const b0 = masks[top] ?? 0;
            const b1 = masks[top + 1] ?? 0;
            const b2 = masks[top + 2] ?? 0;
            const b3 = masks[top + 3] ?? 0;
            let best = -1;
            let winner = -1;
            for (let h = 0, k = 0; h < hands; h++, k += 4) {
              const v = handValue(
                b0 | (hm[k] ?? 0),
                b1 | (hm[k + 1] ?? 0),
                b2 | (hm[k + 2] ?? 0),
                b3 | (hm[k + 3] ?? 0),
              );
              if (v > best) {
                best = v;
                winner = h;
              } else if (v === best) winner = -1;
            }
            if (winner < 0) ties++;
            else wins[winner] = (wins[winner] ?? 0) + 1;
            boards++;
          }
        }
      }
    }
  }
  return { wins, ties, boards };
}

function specs(ctx: RoundContext): TvMarketSpec[] {
  const { wins, ties, boards } = countBoards(holeCards(ctx));
  return [
    {
      groupId: G.winner,
      param: null,
      exclusive: true,
      outcomes: [
        ...wins.map((w, h) => ({ typeId: T.handWins, param: h + 1, fair: w / boards, name: `Hand ${h + 1}` })),
        { typeId: T.handsTie, param: null, fair: ties / boards, name: 'Tie' },
      ],
    },
  ];
}

/** Hole cards per hand and the board of a draw when it is a full deal, else null. */
function parse(draw: Draw): { hole: number[][]; board: number[] } | null {
  if (!isOneDeck(draw.map(([card]) => card))) return null;
  const hole = Array.from({ length: HANDS }, () => [] as number[]);
  const board: number[] = [];
  for (const [card, tag] of draw) {
    if (tag === 0) board.push(card);
    else if (Number.isInteger(tag) && tag >= 1 && tag <= HANDS) hole[tag - 1]?.push(card);
    else return null;
  }
  return board.length === BOARD && hole.every((h) => h.length === 2) ? { hole, board } : null;
}

export const POKER: TvGame = {
  type: 'poker',
  name: 'Poker',
  intervalMs: 4 * 60_000,
  durationMs: 60_000,
  specs,
  play: (ctx, drawSeed) => {
    const hole = holeCards(ctx);
    const rest = stub(hole);
    const floats = floatStream(drawSeed, String(ctx.roundId), 0);
    const board = drawWithoutReplacement(BOARD, rest.length, floats).map((i) => rest[i] ?? 0);
    const { winner, best } = showdown(hole, board);
    const draw: [number, number][] = [
      ...hole.flatMap((cards, h) => cards.map((c): [number, number] => [c, h + 1])),
      ...board.map((c): [number, number] => [c, 0]),
    ];
    return {
      draw,
      home: winner,
      away: categoryOf(best),
      kinds: draw.map(([, tag]) => (tag === 0 ? 'board' : 'hole')),
      shownAtStart: 2 * HANDS,
    };
  },
  settle: (typeId, param, draw) => {
    const deal = parse(draw);
    if (deal === null) return null;
    const { winner } = showdown(deal.hole, deal.board);
    if (typeId === T.handsTie) return winner === 0;
    if (typeId === T.handWins && param !== null) return winner === param;
    return null;
  },
};
