import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APPROVAL_WINDOW_S,
  canConfirm,
  checkAmount,
  classifyChange,
  groupLimits,
  isFieldDisabled,
  matchOption,
  NO_LIMIT,
  pendingStart,
  periodDays,
  periodInForce,
  selfExclusionNotStarted,
  sessionExceeded,
  windowSeconds,
} from './index';

describe('limit changes: a decrease applies at once, an increase or removal waits', () => {
  it.each([
    [null, 1000n, 'new'],
    [1000n, 500n, 'decrease'],
    [1000n, 2000n, 'increase'],
    [1000n, BigInt(NO_LIMIT), 'removal'],
    [1000n, 1000n, 'same'],
    [BigInt(NO_LIMIT), 500n, 'new'],
  ] as const)('%s → %s is %s', (from, to, kind) => expect(classifyChange(from, to)).toBe(kind));

  it('spec §9: 999999999 means no limit', () => expect(NO_LIMIT).toBe(999_999_999));

  it('property: a tighter limit applies at once, a looser one waits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (a, b) => {
        const k = classifyChange(a, b);
        // Tighter than now applies at once; looser than now waits.
        if (b < a && b < BigInt(NO_LIMIT)) expect(['decrease', 'new']).toContain(k);
        if (b > a && a < BigInt(NO_LIMIT)) expect(['increase', 'removal']).toContain(k);
      }),
    );
  });
});

describe('spec §4 deposit limit: approval window of 86400 s after startedAt, after the cooling-off', () => {
  it('cannot be confirmed during the cooling-off, can within the window, not after', () => {
    const requested = 1_000_000_000;
    const startedAt = pendingStart(requested);
    expect(startedAt - requested).toBe(86_400_000);
    expect(canConfirm({ startedAt }, requested + 1000)).toEqual({ ok: false, reason: 'cooling_off' });
    expect(canConfirm({ startedAt }, startedAt)).toEqual({ ok: true });
    expect(canConfirm({ startedAt }, startedAt + APPROVAL_WINDOW_S * 1000)).toEqual({ ok: true });
    expect(canConfirm({ startedAt }, startedAt + APPROVAL_WINDOW_S * 1000 + 1)).toEqual({
      ok: false,
      reason: 'window_passed',
    });
  });
});

describe('spec §4 limit display rules', () => {
  const day = 86_400_000;
  it('groups pending, active, inactive', () => {
    const g = groupLimits([
      { state: 'ACTIVE' },
      { state: 'PENDING' },
      { state: 'INACTIVE' },
      { state: 'ACTIVE' },
    ] as const);
    expect([g.pending.length, g.active.length, g.inactive.length]).toEqual([1, 2, 1]);
  });
  it('period length is (endsAt − startedAt) / 86400 days', () => {
    expect(periodDays({ startedAt: 0, endsAt: 7 * day })).toBe(7);
    expect(periodDays({ startedAt: 0, endsAt: null })).toBeNull();
  });
  it('fields of types 30 and 33 are disabled when they have an end date', () => {
    expect(isFieldDisabled({ limitType: 30, endsAt: day })).toBe(true);
    expect(isFieldDisabled({ limitType: 33, endsAt: day })).toBe(true);
    expect(isFieldDisabled({ limitType: 33, endsAt: null })).toBe(false);
    expect(isFieldDisabled({ limitType: 20, endsAt: day })).toBe(false);
  });
  it('options are matched by value', () => {
    expect(
      matchOption(
        [
          { value: 7, label: 'a' },
          { value: 30, label: 'b' },
        ],
        30n,
      )?.label,
    ).toBe('b');
    expect(matchOption([{ value: 7 }], 8)).toBeUndefined();
  });
  it('a self-exclusion warning shows when it is set but not yet started', () => {
    expect(selfExclusionNotStarted({ limitType: 30, startedAt: 2000 }, 1000)).toBe(true);
    expect(selfExclusionNotStarted({ limitType: 30, startedAt: 500 }, 1000)).toBe(false);
  });
  it('a time-out or self-exclusion is in force from its start to its end', () => {
    const l = { limitType: 33, state: 'ACTIVE' as const, startedAt: 0, endsAt: day };
    expect(periodInForce(l, 1)).toBe(true);
    expect(periodInForce(l, day)).toBe(false);
  });
});

describe('enforcement: never over a limit, never partial; the lowest limit applies', () => {
  it('refuses the amount that would cross the limit and reports the tightest one', () => {
    const limits = [
      { limitType: 20, limitValue: 10_000n },
      { limitType: 21, limitValue: 30_000n },
    ];
    const used = new Map([
      [20, 9_000n],
      [21, 29_500n],
    ]);
    expect(checkAmount(limits, used, 500n)).toEqual({ ok: true });
    expect(checkAmount(limits, used, 501n)).toEqual({ ok: false, limitType: 21, remaining: 500n });
    expect(checkAmount([{ limitType: 20, limitValue: BigInt(NO_LIMIT) }], used, 10n ** 9n)).toEqual({ ok: true });
  });
  it('property: an accepted amount never takes any window over its limit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (limit, used, amount) => {
          const v = checkAmount([{ limitType: 20, limitValue: limit }], new Map([[20, used]]), amount);
          if (v.ok) expect(used + amount <= limit).toBe(true);
        },
      ),
    );
  });
  it('spec §9 session limit hours × 3,600,000 ms; -1 is unset', () => {
    expect(sessionExceeded(1, 3_600_000)).toBe(true);
    expect(sessionExceeded(1, 3_599_999)).toBe(false);
    expect(sessionExceeded(-1, 10 ** 9)).toBe(false);
  });
  it('rolling windows: 24 h, 7 days, 30 days', () => {
    expect([20, 21, 22, 1, 2, 3, 10, 11, 12].map(windowSeconds)).toEqual([
      86400, 604800, 2592000, 86400, 604800, 2592000, 86400, 604800, 2592000,
    ]);
    expect(windowSeconds(33)).toBeNull();
  });
});
