import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hmacHex, SEAMLESS_MAX_SKEW_MS, signatureValid, signingString, timestampFresh } from './seamless-wallet';

/**
 * Issue 15 / issue 25 §7: the seamless wallet's request signature and timestamp window as
 * properties (no database): what the signing string covers, and the 30-second window.
 */
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('issue 15: seamless wallet — signatures (properties)', () => {
  const secret = fc.string({ minLength: 32, maxLength: 64 });
  const parts = fc.record({
    method: fc.constantFrom('POST', 'GET'),
    path: fc.constantFrom('/casino-api/seamless/acme/debit', '/casino-api/seamless/acme/rollback'),
    timestamp: fc.integer({ min: 0, max: 2_000_000_000 }).map(String),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,16}$/),
    body: fc.string(),
  });
  it('issue 25 §7: a signature verifies only its own method, path, timestamp, nonce, body and secret', () => {
    fc.assert(
      fc.property(secret, secret, parts, (a, b, p) => {
        const sig = hmacHex(a, signingString(p));
        expect(signatureValid(a, p, sig)).toBe(true);
        expect(signatureValid(a, p, sig.toUpperCase())).toBe(true);
        // Each signed part changed alone (a debit's signature at the rollback path, a new timestamp…) fails.
        const changed = [
          { ...p, method: p.method === 'POST' ? 'GET' : 'POST' },
          { ...p, path: `${p.path}x` },
          { ...p, timestamp: `${p.timestamp}1` },
          { ...p, nonce: `${p.nonce}x` },
          { ...p, body: `${p.body} ` },
        ];
        for (const q of changed) expect(signatureValid(a, q, sig)).toBe(false);
        if (b !== a) expect(signatureValid(b, p, sig)).toBe(false);
        expect(signatureValid(a, p, undefined)).toBe(false);
        expect(signatureValid(a, p, sig.slice(1))).toBe(false);
      }),
    );
  });

  it('the timestamp is fresh exactly within 30 seconds either way', () => {
    expect(SEAMLESS_MAX_SKEW_MS).toBe(30_000);
    fc.assert(
      fc.property(fc.integer({ min: -2 * SEAMLESS_MAX_SKEW_MS, max: 2 * SEAMLESS_MAX_SKEW_MS }), (offsetMs) => {
        const seconds = Math.floor((clock + offsetMs) / 1000);
        const fresh = Math.abs(seconds * 1000 - clock) <= SEAMLESS_MAX_SKEW_MS;
        expect(timestampFresh(String(seconds), clock)).toBe(fresh);
      }),
    );
    expect(timestampFresh(undefined, clock)).toBe(false);
    expect(timestampFresh('-5', clock)).toBe(false);
    expect(timestampFresh('1e9', clock)).toBe(false);
  });
});
