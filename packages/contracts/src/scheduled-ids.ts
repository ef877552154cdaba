/**
 * Issue 19: the scheduled games' outcome type ids without any schema, so the coupon (first
 * bundle) can label them without pulling zod in. Re-exported by scheduled.ts.
 */

/** Outcome type ids of scheduled games (outside the sports' OUTCOME_TYPE range). */
export const SCHEDULED_OUTCOME_TYPE = {
  /** Number games: the ball `param` is drawn. */
  ballDrawn: 301,
  /** Sum of the drawn balls over / under `param` (a half line). */
  sumOver: 302,
  sumUnder: 303,
  /** Sum of the drawn balls odd / even. */
  sumOdd: 304,
  sumEven: 305,
  /** First ball drawn over / under `param`. */
  firstOver: 306,
  firstUnder: 307,
  /** Wheel: pocket `param`; colour red / black / green; sector `param` (1..4). */
  pocket: 310,
  colourRed: 311,
  colourBlack: 312,
  colourGreen: 313,
  sector: 314,
  /** Card games: hand `param` (1-based) wins; a tie between hands. */
  handWins: 320,
  handsTie: 321,
  /** Guess card: next card red / black, suit `param` (0..3), rank over / under `param`. */
  cardRed: 330,
  cardBlack: 331,
  cardSuit: 332,
  cardRankOver: 333,
  cardRankUnder: 334,
  /** The21: hand `param` total over / under 21.5 is a bust; player total over `param`. */
  totalOver: 340,
  totalUnder: 341,
} as const;
