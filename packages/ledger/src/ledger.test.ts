import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTransfer, formatMinor, move, parseMajor, parseMinor, reconcile, type LedgerAccountState } from './index';

const book = (entries: [number, string, bigint, boolean][]) =>
  new Map<number, LedgerAccountState>(
    entries.map(([id, currency, balance, allowNegative]) => [id, { id, currency, balance, allowNegative }]),
  );

describe('double-entry transfers', () => {
  const accounts = book([
    [1, 'EUR', 100n, false],
    [2, 'EUR', 0n, false],
    [3, 'EUR', 0n, true],
    [4, 'USD', 50n, false],
  ]);

  it('moves money and keeps the books balanced', () => {
    const r = applyTransfer(accounts, move(1, 2, 40n));
    expect(r.ok && [...r.balances]).toEqual([
      [1, 60n],
      [2, 40n],
    ]);
  });

  it('never lets a player account go below zero; house accounts may', () => {
    expect(applyTransfer(accounts, move(1, 2, 101n))).toMatchObject({
      ok: false,
      error: 'insufficient_funds',
      accountId: 1,
    });
    expect(applyTransfer(accounts, move(3, 1, 1000n)).ok).toBe(true);
  });

  it.each([
    ['one posting', [{ accountId: 1, amount: -10n }], 'too_few_postings'],
    ['zero', move(1, 2, 0n), 'zero_amount'],
    ['same account twice', move(1, 1, 5n), 'duplicate_account'],
    ['unknown account', move(1, 9, 5n), 'unknown_account'],
    ['across currencies', move(1, 4, 5n), 'unbalanced'],
    [
      'not summing to zero',
      [
        { accountId: 1, amount: -10n },
        { accountId: 2, amount: 9n },
      ],
      'unbalanced',
    ],
    ['too large', move(3, 2, 10n ** 16n), 'amount_too_large'],
  ] as const)('refuses %s: %s', (_name, postings, error) => {
    expect(applyTransfer(accounts, postings)).toMatchObject({ ok: false, error });
  });

  it('property: any sequence of transfers conserves money per currency and keeps player balances ≥ 0', () => {
    const ids = [1, 2, 3, 4, 5];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            from: fc.constantFrom(...ids),
            to: fc.constantFrom(...ids),
            amount: fc.bigInt({ min: 1n, max: 500n }),
          }),
          { maxLength: 60 },
        ),
        (ops) => {
          const state = book([
            [1, 'EUR', 0n, true],
            [2, 'EUR', 0n, false],
            [3, 'EUR', 0n, false],
            [4, 'EUR', 0n, false],
            [5, 'EUR', 0n, false],
          ]);
          for (const op of ops) {
            if (op.from === op.to) continue;
            const r = applyTransfer(state, move(op.from, op.to, op.amount));
            if (!r.ok) continue;
            for (const [id, b] of r.balances) {
              const a = state.get(id);
              if (a) state.set(id, { ...a, balance: b });
            }
          }
          let total = 0n;
          for (const a of state.values()) {
            total += a.balance;
            if (!a.allowNegative) expect(a.balance >= 0n).toBe(true);
          }
          expect(total).toBe(0n);
        },
      ),
    );
  });
});

describe('money in minor units', () => {
  it('parses only whole minor units within bounds', () => {
    expect(parseMinor(12345)).toBe(12345n);
    expect(parseMinor('500')).toBe(500n);
    for (const bad of [
      1.5,
      '1.5',
      '1e3',
      '',
      ' 5',
      'abc',
      Number.MAX_SAFE_INTEGER + 2,
      '99999999999999999',
      null,
      {},
    ]) {
      expect(parseMinor(bad), String(bad)).toBeNull();
    }
  });
  it('formats and parses major units exactly per exponent', () => {
    expect(formatMinor(12345n, 2)).toBe('123.45');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(7n, 0)).toBe('7');
    expect(parseMajor('123.45', 2)).toBe(12345n);
    expect(parseMajor('123.4', 2)).toBe(12340n);
    expect(parseMajor('1.234', 2)).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }), (v, e) => {
        expect(parseMajor(formatMinor(v, e), e)).toBe(v);
      }),
    );
  });
});

describe('reconciliation', () => {
  it('finds balances that differ from their entries and currencies that do not sum to zero', () => {
    const report = reconcile([
      { accountId: 1, currency: 'EUR', balance: -10n, sumOfEntries: -10n },
      { accountId: 2, currency: 'EUR', balance: 11n, sumOfEntries: 10n },
    ]);
    expect(report.mismatches).toEqual([{ accountId: 2, balance: 11n, sumOfEntries: 10n }]);
    expect(report.unbalancedCurrencies).toEqual(['EUR']);
  });
});
