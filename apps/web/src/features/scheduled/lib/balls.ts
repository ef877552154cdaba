/**
 * Number games of issue 19 (5of36, 7of42, lucky6): how many balls a round draws and from how
 * many (the names say it; lucky6 draws 35 of 48 as the format does everywhere). A draw item is
 * `[number, 0]`, in draw order.
 */
export const BALL_GAMES: Readonly<Record<string, { readonly drawn: number; readonly of: number }>> = {
  '5of36': { drawn: 5, of: 36 },
  '7of42': { drawn: 7, of: 42 },
  lucky6: { drawn: 35, of: 48 },
};

/** Balls are coloured in eight repeating colours (lucky6's colour bets use the same eight). */
export const BALL_COLOURS = 8;
export const ballColour = (n: number): number => (((n - 1) % BALL_COLOURS) + BALL_COLOURS) % BALL_COLOURS;

/** The drawn numbers in draw order (tags ignored). */
export const ballsOf = (draw: readonly (readonly [number, number])[]): number[] => draw.map(([n]) => n);

/** Sum of the drawn balls (the sum markets settle on it). */
export const ballSum = (balls: readonly number[]): number => balls.reduce((s, n) => s + n, 0);
