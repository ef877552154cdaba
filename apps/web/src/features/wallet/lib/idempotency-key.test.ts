import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

/** The server's rule for the Idempotency-Key header. */
const SERVER_RULE = /^[A-Za-z0-9_-]{8,64}$/;

describe('Idempotency-Key: one per submit, accepted by the server', () => {
  it('is a UUID where randomUUID exists, else 32 hex digits; never the same twice', () => {
    const uuid = newIdempotencyKey(crypto);
    const hex = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(uuid).toMatch(SERVER_RULE);
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey(crypto)).not.toBe(uuid);
  });
});
