import { describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { TV_GAME_DEFS } from './index';
import { BOARD, HANDS, POKER, countBoards, holeCards, stub } from './poker';
import { testCtx } from './test-support';

const card = (rank: number, suit: number): number => rank * 4 + suit;
const def = TV_GAME_DEFS.find((d) => d.type === 'poker');

describe('issue 19 TV games: poker (hold’em, six hands)', () => {
  it('issue 19 TV games: poker hole cards are public — twelve distinct cards from the public seed alone', () => {
    const a = holeCards(testCtx(POKER, 1_500_000_001, 77));
    const b = holeCards(testCtx(POKER, 1_500_999_999, 77));
    const c = holeCards(testCtx(POKER, 1_500_000_001, 78));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).toHaveLength(HANDS);
    expect(new Set(a.flat()).size).toBe(2 * HANDS);
    expect(stub(a)).toHaveLength(52 - 2 * HANDS);
  });

  it('issue 19 TV games: poker chances count every one of the C(40, 5) boards once', () => {
    const { wins, ties, boards } = countBoards(holeCards(testCtx(POKER)));
    expect(boards).toBe(658_008);
    expect(wins.reduce((a, b) => a + b, 0) + ties).toBe(boards);
    expect(ties).toBeGreaterThan(0);
  });

  it('issue 19 TV games: poker pricing of one round (measured, not asserted; ~0.1–0.3 s here)', () => {
    const started = performance.now();
    const markets = def?.markets(testCtx(POKER, 1_500_000_002, 991), []) ?? [];
    const ms = performance.now() - started;
    console.info(`issue 19 poker: one round priced in ${ms.toFixed(0)} ms`);
    expect(markets[0]?.outcomes.length).toBeGreaterThanOrEqual(2);
  });

  it('issue 19 TV games: poker settles from the result — the best hand alone wins, a shared best is a tie', () => {
    const hole = [
      [card(0, 0), card(5, 1)],
      [card(1, 0), card(6, 1)],
      [card(12, 3), card(12, 2)], // hand 3: A♠ A♥
      [card(2, 0), card(7, 1)],
      [card(3, 0), card(8, 2)],
      [card(4, 0), card(9, 2)],
    ];
    const deal = (board: number[]) => [
      ...hole.flatMap((cards, h) => cards.map((c) => [c, h + 1] as const)),
      ...board.map((c) => [c, 0] as const),
    ];
    const quads = deal([card(12, 1), card(12, 0), card(10, 3), card(7, 3), card(1, 3)]);
    expect(POKER.settle(T.handWins, 3, quads)).toBe(true);
    expect(POKER.settle(T.handWins, 1, quads)).toBe(false);
    expect(POKER.settle(T.handsTie, null, quads)).toBe(false);
    // A royal flush on the board: every hand plays it.
    const royal = deal([card(8, 1), card(9, 1), card(10, 1), card(11, 1), card(12, 1)]);
    expect(POKER.settle(T.handsTie, null, royal)).toBe(true);
    expect(POKER.settle(T.handWins, 3, royal)).toBe(false);
    // Four board cards, or a card twice, is not a result.
    expect(POKER.settle(T.handWins, 3, quads.slice(0, -1))).toBeNull();
    expect(POKER.settle(T.handWins, 3, [...quads.slice(0, -1), [card(0, 0), 0]])).toBeNull();
  });

  it('issue 19 TV games: poker play shows the public hole cards at once, then draws the board from the rest', () => {
    const ctx = testCtx(POKER);
    const hole = holeCards(ctx);
    const played = def?.play(ctx, [], 'board');
    const draw = played?.draw ?? [];
    expect(draw.slice(0, 2 * HANDS)).toEqual(hole.flatMap((cards, h) => cards.map((c) => [c, h + 1])));
    const board = draw.slice(2 * HANDS).map(([c, tag]) => (tag === 0 ? c : -1));
    expect(board).toHaveLength(BOARD);
    expect(board.every((c) => stub(hole).includes(c))).toBe(true);
    expect(played?.incidents.slice(0, 2 * HANDS).every((i) => i.atMs === 0 && i.kind === 'hole')).toBe(true);
    expect(played?.incidents.slice(2 * HANDS).every((i) => i.atMs > 0 && i.kind === 'board')).toBe(true);
  });
});
