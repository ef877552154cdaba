/**
 * A fresh Idempotency-Key: the server maps every request with the same key to one payment.
 * randomUUID needs a secure context; plain-http pages fall back to getRandomValues.
 */
export function newIdempotencyKey(c: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto) {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
