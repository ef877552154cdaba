import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { RANKS, SUIT_NAMES, faceOf, isRed, suitOf } from './cards';
import { TV_MARKET_GROUP as G } from './groups';
import { overUnderSpec, type TvMarketSpec } from './price';

/** Half lines on the face value (2 … 14, ace high) of one card; the first is the main one. */
export const RANK_LINES = [8.5, 5.5, 11.5] as const;

/** Exact chance that one uniform card of a full deck has a face value over `line`. */
const faceOver = (line: number): number =>
  Array.from({ length: RANKS }, (_, r) => r + 2).filter((face) => face > line).length / RANKS;

/**
 * Markets on one card uniform over a full deck (guess card's card, Andar Bahar's joker):
 * red / black, the suit, the face value over / under each line. `label` names the card.
 */
export function oneCardSpecs(label: string): TvMarketSpec[] {
  return [
    {
      groupId: G.cardColour,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.cardRed, param: null, fair: 0.5, name: `${label}: red` },
        { typeId: T.cardBlack, param: null, fair: 0.5, name: `${label}: black` },
      ],
    },
    {
      groupId: G.cardSuit,
      param: null,
      exclusive: true,
      outcomes: SUIT_NAMES.map((suit, s) => ({ typeId: T.cardSuit, param: s, fair: 1 / 4, name: `${label}: ${suit}` })),
    },
    ...RANK_LINES.map((line) =>
      overUnderSpec(G.cardRank, line, faceOver(line), { over: T.cardRankOver, under: T.cardRankUnder }, label),
    ),
  ];
}

/** How one card settles the one-card outcomes; null for any other outcome type. */
export function settleOneCard(typeId: number, param: number | null, card: number): boolean | null {
  switch (typeId) {
    case T.cardRed:
      return isRed(card);
    case T.cardBlack:
      return !isRed(card);
  }
  if (param === null) return null;
  switch (typeId) {
    case T.cardSuit:
      return suitOf(card) === param;
    case T.cardRankOver:
      return faceOf(card) > param;
    case T.cardRankUnder:
      return faceOf(card) < param;
    default:
      return null;
  }
}
