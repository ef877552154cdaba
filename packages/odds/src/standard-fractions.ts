/** A fractional price a/b, meaning d = a/b + 1. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

const f = (numerator: number, denominator: number): Fraction => Object.freeze({ numerator, denominator });

/**
 * Standard bookmaker fractions, ascending by value.
 *
 * Entries are stored in lowest terms (2/3 rather than 4/6, 3/2 rather than
 * 6/4) because exact prices with a denominator ≤ 10 are shown reduced; if the
 * table kept 6/4, d = 2.49 would show "6/4" while d = 2.5 showed "3/2".
 * The odds-on tail below 1/5 exists so short favourites are not all snapped
 * to 1/5.
 */
export const STANDARD_FRACTIONS: readonly Fraction[] = Object.freeze([
  f(1, 100),
  f(1, 66),
  f(1, 50),
  f(1, 40),
  f(1, 33),
  f(1, 25),
  f(1, 20),
  f(1, 16),
  f(1, 14),
  f(1, 12),
  f(1, 11),
  f(1, 10),
  f(1, 9),
  f(1, 8),
  f(2, 15),
  f(1, 7),
  f(2, 13),
  f(1, 6),
  f(2, 11),
  f(1, 5),
  f(2, 9),
  f(1, 4),
  f(2, 7),
  f(3, 10),
  f(1, 3),
  f(4, 11),
  f(2, 5),
  f(4, 9),
  f(1, 2),
  f(8, 15),
  f(4, 7),
  f(8, 13),
  f(2, 3),
  f(8, 11),
  f(4, 5),
  f(5, 6),
  f(10, 11),
  f(1, 1),
  f(11, 10),
  f(6, 5),
  f(5, 4),
  f(11, 8),
  f(3, 2),
  f(8, 5),
  f(13, 8),
  f(7, 4),
  f(15, 8),
  f(2, 1),
  f(9, 4),
  f(5, 2),
  f(11, 4),
  f(3, 1),
  f(10, 3),
  f(7, 2),
  f(4, 1),
  f(9, 2),
  f(5, 1),
  f(11, 2),
  f(6, 1),
  f(13, 2),
  f(7, 1),
  f(15, 2),
  f(8, 1),
  f(17, 2),
  f(9, 1),
  f(10, 1),
  f(11, 1),
  f(12, 1),
  f(14, 1),
  f(16, 1),
  f(18, 1),
  f(20, 1),
  f(25, 1),
  f(33, 1),
  f(40, 1),
  f(50, 1),
  f(66, 1),
  f(100, 1),
]);
