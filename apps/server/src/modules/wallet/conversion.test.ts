import { applyTransfer, type LedgerAccountState } from '@sb/ledger';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSION, conversionPostings, hrkToEurCents, LEGACY_CURRENCY_IDS } from './conversion';
import { CURRENCY_IDS } from './currencies';

const ids = { playerHrk: 1, houseFxHrk: 2, houseFxEur: 3, playerEur: 4 };

function book(hrk: bigint): Map<number, LedgerAccountState> {
  return new Map([
    [1, { id: 1, currency: 'HRK', balance: hrk, allowNegative: false }],
    [2, { id: 2, currency: 'HRK', balance: 0n, allowNegative: true }],
    [3, { id: 3, currency: 'EUR', balance: 0n, allowNegative: true }],
    [4, { id: 4, currency: 'EUR', balance: 0n, allowNegative: false }],
  ]);
}

describe('§4 Account conversion offer (HRK account conversion reminder)', () => {
  it('§4 Account conversion offer: HRK is a legacy currency (ISO 191) players cannot open', () => {
    expect(LEGACY_CURRENCY_IDS.HRK).toBe(191);
    expect(CURRENCY_IDS.HRK).toBeUndefined();
    expect(CONVERSION).toEqual({ fromCurrency: 'HRK', toCurrency: 'EUR', rate: '7.53450' });
  });

  it('§4 Account conversion offer: the fixed rate rounds down to the euro cent', () => {
    expect(hrkToEurCents(753_450n)).toBe(100_000n); // 7534.50 HRK = 1000.00 EUR
    expect(hrkToEurCents(754n)).toBe(100n); // 7.54 HRK = 1.0007 EUR → 1.00
    expect(hrkToEurCents(753n)).toBe(99n); // 7.53 HRK = 0.9994 EUR → 0.99
    expect(hrkToEurCents(7n)).toBe(0n);
    expect(hrkToEurCents(0n)).toBe(0n);
    expect(() => hrkToEurCents(-1n)).toThrow(RangeError);
  });

  it('§4 Account conversion offer: accept converts exactly, balances per currency and never creates money', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (hrk) => {
        const eur = hrkToEurCents(hrk);
        expect(eur).toBe((hrk * 100_000n) / 753_450n);
        // Never more euro than the kuna were worth, and less than one cent short.
        expect(eur * 753_450n).toBeLessThanOrEqual(hrk * 100_000n);
        expect((eur + 1n) * 753_450n).toBeGreaterThan(hrk * 100_000n);
        const postings = conversionPostings(ids, hrk);
        if (postings.length === 0) {
          expect(hrk).toBe(0n);
          return;
        }
        const r = applyTransfer(book(hrk), postings);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.balances.get(1)).toBe(0n);
        expect(r.balances.get(4) ?? 0n).toBe(eur);
        expect(r.balances.get(2)).toBe(hrk);
        expect(r.balances.get(3) ?? 0n).toBe(-eur);
      }),
    );
  });
});
