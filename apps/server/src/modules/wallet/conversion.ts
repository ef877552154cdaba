/**
 * Spec §4 Account conversion offer (HRK account conversion reminder): Croatia replaced the kuna
 * by the euro on 2023-01-01 at the fixed rate 7.53450 HRK = 1 EUR. A player who still holds an
 * HRK account (main or additional) is offered, once, to convert it to EUR.
 *
 * This file holds the pure part: the legacy currency, the exact conversion and the ledger
 * postings of one conversion. Amounts are minor units (lipa and euro cents, both exponent 2).
 */
import type { Posting } from '@sb/ledger';

/** ISO 4217 numeric code of the kuna: a legacy currency (existing accounts valid, no new ones). */
export const LEGACY_CURRENCY_IDS: Readonly<Record<string, number>> = { HRK: 191 };

export const CONVERSION = {
  fromCurrency: 'HRK',
  toCurrency: 'EUR',
  /** The fixed rate as the spec writes it: 7.53450 HRK for 1 EUR. */
  rate: '7.53450',
} as const;

/** The rate as an integer ratio: 1 EUR = 753450 / 100000 HRK. */
const RATE_NUM = 753_450n;
const RATE_DEN = 100_000n;

/** House FX accounts, one per currency, so each currency of a conversion balances on its own. */
export const HOUSE_FX = { HRK: 'house:fx:HRK', EUR: 'house:fx:EUR' } as const;

/** Kuna minor units to euro cents at the fixed rate, rounded DOWN to the cent (never creates money). */
export function hrkToEurCents(hrkMinor: bigint): bigint {
  if (hrkMinor < 0n) throw new RangeError('a balance to convert is never negative');
  return (hrkMinor * RATE_DEN) / RATE_NUM;
}

export interface ConversionAccounts {
  playerHrk: number;
  houseFxHrk: number;
  houseFxEur: number;
  playerEur: number;
}

/**
 * The postings of one conversion, one ledger transaction: the whole HRK balance goes to the
 * house FX account in HRK, and the house FX account in EUR pays the euro amount to the player's
 * EUR account. Each currency sums to zero. A zero leg is left out (the ledger refuses zero
 * postings): an empty HRK account moves nothing, and a balance under one cent's worth only
 * leaves the HRK side.
 */
export function conversionPostings(a: ConversionAccounts, hrkMinor: bigint): Posting[] {
  const eur = hrkToEurCents(hrkMinor);
  const postings: Posting[] = [];
  if (hrkMinor > 0n)
    postings.push({ accountId: a.playerHrk, amount: -hrkMinor }, { accountId: a.houseFxHrk, amount: hrkMinor });
  if (eur > 0n) postings.push({ accountId: a.houseFxEur, amount: -eur }, { accountId: a.playerEur, amount: eur });
  return postings;
}
