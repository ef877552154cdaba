import { drawWithoutReplacement, floatStream } from '@sb/casino';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { DECK_SIZE, isOneDeck } from './cards';
import type { Draw, TvGame } from './game';
import { TV_MARKET_GROUP as G } from './groups';
import { overUnderSpec, type TvMarketSpec } from './price';
import { FINALS, MIN_FINAL, STAND_ON, drewByRule, handTotal, jointFinalTotals, winnerOf } from './the21-rules';

/**
 * The21 (issue 19): two hands from one shuffled 52-card deck. Each gets two cards (hand 1,
 * hand 2, hand 1, hand 2); then hand 1 draws while below 17, then hand 2 the same (see
 * the21-rules.ts). The higher total of 21 or less wins; a bust loses to any standing hand;
 * equal totals and two busts are a tie. Result: `periods` = the cards `[card, hand]` in deal
 * order, `home` = hand 1's total, `away` = hand 2's total.
 *
 * Total markets: "hand h total over / under line" has param 100·h + line (121.5: hand 1 over
 * 21.5, a bust), so one outcome id names the hand and the line; the market's param is the line.
 */
export const TOTAL_LINES = [21.5, 19.5] as const;
export const totalParam = (hand: number, line: number): number => 100 * hand + line;

function specs(): TvMarketSpec[] {
  const joint = jointFinalTotals();
  const p = { win1: 0, win2: 0, tie: 0 };
  const over = [new Map<number, number>(), new Map<number, number>()];
  joint.forEach((q, i) => {
    const t1 = MIN_FINAL + Math.floor(i / FINALS);
    const t2 = MIN_FINAL + (i % FINALS);
    const w = winnerOf(t1, t2);
    if (w === 1) p.win1 += q;
    else if (w === 2) p.win2 += q;
    else p.tie += q;
    for (const line of TOTAL_LINES) {
      [t1, t2].forEach((t, h) => {
        const m = over[h];
        if (m && t > line) m.set(line, (m.get(line) ?? 0) + q);
      });
    }
  });
  const totals = [1, 2].flatMap((hand) =>
    TOTAL_LINES.map((line) =>
      overUnderSpec(
        hand === 1 ? G.hand1Total : G.hand2Total,
        line,
        over[hand - 1]?.get(line) ?? 0,
        { over: T.totalOver, under: T.totalUnder },
        `Hand ${hand} total`,
        totalParam(hand, line),
      ),
    ),
  );
  return [
    {
      groupId: G.winner,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.handWins, param: 1, fair: p.win1, name: 'Hand 1' },
        { typeId: T.handWins, param: 2, fair: p.win2, name: 'Hand 2' },
        { typeId: T.handsTie, param: null, fair: p.tie, name: 'Tie' },
      ],
    },
    ...totals,
  ];
}

function deal(deck: readonly number[]): [number, number][] {
  let next = 0;
  const take = (): number => deck[next++] ?? 0;
  const hands = { 1: [] as number[], 2: [] as number[] };
  const draw: [number, number][] = [];
  const give = (hand: 1 | 2) => {
    const card = take();
    hands[hand].push(card);
    draw.push([card, hand]);
  };
  give(1);
  give(2);
  give(1);
  give(2);
  for (const hand of [1, 2] as const) while (handTotal(hands[hand]) < STAND_ON) give(hand);
  return draw;
}

/** Each hand's cards in order when the draw kept the rules, else null. */
function handsOf(draw: Draw): [number[], number[]] | null {
  if (!isOneDeck(draw.map(([card]) => card))) return null;
  const hands: [number[], number[]] = [[], []];
  for (const [card, hand] of draw) {
    if (hand === 1) hands[0].push(card);
    else if (hand === 2) hands[1].push(card);
    else return null;
  }
  return drewByRule(hands[0]) && drewByRule(hands[1]) ? hands : null;
}

function settle(typeId: number, param: number | null, draw: Draw): boolean | null {
  const hands = handsOf(draw);
  if (hands === null) return null;
  const totals = [handTotal(hands[0]), handTotal(hands[1])] as const;
  const winner = winnerOf(totals[0], totals[1]);
  if (typeId === T.handsTie) return winner === 0;
  if (param === null) return null;
  if (typeId === T.handWins) return winner === param;
  if (typeId !== T.totalOver && typeId !== T.totalUnder) return null;
  const hand = Math.floor(param / 100);
  const total = totals[hand - 1];
  if (total === undefined) return null;
  const line = param - 100 * hand;
  return typeId === T.totalOver ? total > line : total < line;
}

export const THE_21: TvGame = {
  type: 'the21',
  name: '21',
  intervalMs: 3 * 60_000,
  durationMs: 60_000,
  specs,
  play: (ctx, drawSeed) => {
    const deck = drawWithoutReplacement(DECK_SIZE, DECK_SIZE, floatStream(drawSeed, String(ctx.roundId), 0));
    const draw = deal(deck);
    const total = (hand: number) => handTotal(draw.filter(([, h]) => h === hand).map(([c]) => c));
    return { draw, home: total(1), away: total(2), kinds: draw.map(() => 'card') };
  },
  settle,
};
