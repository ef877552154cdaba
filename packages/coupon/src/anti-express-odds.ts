import { oddsFromThousandths, type Odds } from '@sb/odds';
import { antiExpressFairOdds } from './anti-express-fair-odds';

/**
 * A quote for the anti-express: the fair odds divided by (1 + margin),
 * truncated to thousandths. Undefined when the margin leaves nothing to offer
 * (below 1.001). Example (reference): 1.25, 1.65, 1.85 → fair 1.355; a margin
 * of 158 thousandths gives the quoted 1.17.
 */
export function antiExpressOdds(legOdds: readonly Odds[], marginThousandths: number): Odds | undefined {
  if (!Number.isSafeInteger(marginThousandths) || marginThousandths < 0) {
    return undefined;
  }
  const fair = antiExpressFairOdds(legOdds);
  const thousandths = (fair.numerator * 1_000_000n) / (fair.denominator * BigInt(1000 + marginThousandths));
  return thousandths > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : oddsFromThousandths(Number(thousandths));
}
