/**
 * Issue 19: market group ids of the TV games (a game page shows one block per group; labels
 * come from the dictionary key `market_group_<id>`). They start at 300, past the sports'
 * MARKET_GROUP ids, so a label never collides with a sports market's.
 */
export const TV_MARKET_GROUP = {
  /** Number games: "ball N drawn", one outcome per ball (not exclusive: several balls win). */
  ballDrawn: 300,
  /** Number games: sum of the balls (lucky6: of the first five) over / under a half line. */
  sumTotal: 301,
  /** Number games: that sum odd / even. */
  sumOddEven: 302,
  /** Number games: the first ball drawn over / under a half line. */
  firstBall: 303,
  /** Wheel: the pocket (0–36). */
  pocket: 310,
  /** Wheel: red / black / green (the zero). */
  colour: 311,
  /** Wheel: the dozen 1–12, 13–24, 25–36, or the zero. */
  sector: 312,
  /** Wheel: pocket odd / even (0 counts as even). */
  pocketOddEven: 313,
  /** Wheel: pocket over / under 18.5 (0 counts as under). */
  pocketHighLow: 314,
  /** Card games: which hand (side) wins, or a tie. */
  winner: 320,
  /** The21: hand 1's total over / under a line (over 21.5 is a bust). */
  hand1Total: 321,
  /** The21: hand 2's total over / under a line. */
  hand2Total: 322,
  /** Guess card (Andar Bahar: the joker): red / black. */
  cardColour: 330,
  /** Guess card (Andar Bahar: the joker): the suit. */
  cardSuit: 331,
  /** Guess card (Andar Bahar: the joker): the rank over / under a line (2 … 14 = ace). */
  cardRank: 332,
  /** Andar Bahar: number of cards dealt after the joker over / under a line. */
  cardsDealt: 340,
} as const;
