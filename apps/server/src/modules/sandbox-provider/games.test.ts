import { describe, expect, it } from 'vitest';
import {
  COIN_FLIP_CODE,
  COIN_FLIP_RTP,
  COIN_FLIP_WIN,
  COIN_SIDES,
  FRUIT_SLOT_CODE,
  FRUIT_SLOT_RTP,
  FRUIT_STRIP,
  fruitLineMultiplier,
  MULTIPLIER_HUNDREDTHS,
  parseParams,
  payoutOf,
  playSandboxGame,
} from './games';
import { launchQuery, LAUNCH_TTL_MS, sessionOf, signSession, verifyLaunch } from './protocol';
import { hmacRng } from './rounds';

/** Issue 15, the sandbox aggregator's games: published RTPs equal the exact computation. */
describe('issue 15 sandbox provider: the games pay their published RTP exactly', () => {
  it('fruit slot: enumerating the 20³ stops gives 7569/8000 = 0.946125', () => {
    let total = 0;
    for (const a of FRUIT_STRIP)
      for (const b of FRUIT_STRIP) for (const c of FRUIT_STRIP) total += fruitLineMultiplier([a, b, c]);
    expect(FRUIT_STRIP).toHaveLength(20);
    // total / (8000 × 100) is the return per unit stake.
    expect(total).toBe(7569 * MULTIPLIER_HUNDREDTHS);
    expect(total / (8000 * MULTIPLIER_HUNDREDTHS)).toBe(FRUIT_SLOT_RTP);
    expect(FRUIT_SLOT_RTP).toBe(0.946125);
  });

  it('fruit slot: the drawn stop is the strip position of the float, and the line pays its paytable', () => {
    const floats = [0, 0.05, 0.99];
    const o = playSandboxGame(FRUIT_SLOT_CODE, {}, () => floats.shift() ?? 0);
    expect(o.result).toEqual({ game: FRUIT_SLOT_CODE, reels: ['cherry', 'cherry', 'seven'] });
    expect(o.multiplier).toBe(200);
    expect(fruitLineMultiplier(['seven', 'seven', 'seven'])).toBe(20_000);
    expect(fruitLineMultiplier(['bell', 'bar', 'seven'])).toBe(200);
    expect(fruitLineMultiplier(['lemon', 'cherry', 'cherry'])).toBe(0);
  });

  it('coin flip: both sides equally likely, a right call pays 1.96× (RTP 0.98)', () => {
    let rtp = 0;
    for (const call of COIN_SIDES)
      for (const f of [0.25, 0.75]) {
        const o = playSandboxGame(COIN_FLIP_CODE, { side: call }, () => f);
        rtp += o.multiplier / MULTIPLIER_HUNDREDTHS / 2 / COIN_SIDES.length;
      }
    expect(rtp).toBeCloseTo(COIN_FLIP_RTP, 12);
    expect(COIN_FLIP_WIN).toBe(196);
    expect(payoutOf(155n, COIN_FLIP_WIN)).toBe(303n);
    expect(parseParams(COIN_FLIP_CODE, { side: 'edge' })).toBeNull();
  });

  it('the default RNG is a function of the round id: a retry draws the same, another id another stream', () => {
    const rng = hmacRng('k');
    const a = rng('round-1');
    const b = rng('round-1');
    const seq = [a(), a(), a(), a(), a(), a(), a(), a(), a()];
    expect([b(), b(), b(), b(), b(), b(), b(), b(), b()]).toEqual(seq);
    expect(rng('round-2')()).not.toBe(seq[0]);
    for (const f of seq) expect(f >= 0 && f < 1).toBe(true);
  });
});

describe('issue 15 sandbox provider: the launch protocol', () => {
  const secret = 'sandbox-test-secret-0123456789abcdef';
  const now = Date.UTC(2026, 10, 24, 10, 0, 0);
  const ticket = {
    game: 'coin-flip',
    token: '7.abc',
    currency: 'EUR',
    mode: 'real' as const,
    lang: 'en',
    returnUrl: 'http://localhost/slots/game/sandbox-coin-flip/x',
    expires: Math.floor((now + LAUNCH_TTL_MS) / 1000),
  };
  const query = (q: string) => Object.fromEntries(new URLSearchParams(q));

  it('opens only an unaltered, fresh launch signed with the shared secret', () => {
    const q = launchQuery(secret, ticket);
    expect(verifyLaunch(secret, query(q), now)).toEqual({ ok: true, ticket });
    expect(verifyLaunch('another-secret-0123456789abcdef0123', query(q), now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyLaunch(secret, { ...query(q), token: '8.abc' }, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyLaunch(secret, query(q), now + LAUNCH_TTL_MS + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLaunch(secret, { game: 'x' }, now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('a session token names its session until it expires; a forged one names nothing', () => {
    const s = {
      game: 'coin-flip',
      token: '7.abc',
      scope: 'real:7',
      currency: 'EUR',
      mode: 'real' as const,
      expiresAt: now + 1000,
    };
    const token = signSession(secret, s);
    expect(sessionOf(secret, token, now)).toEqual(s);
    expect(sessionOf(secret, token, now + 1000)).toBeNull();
    const forged = `${Buffer.from(JSON.stringify({ ...s, token: '8.abc' })).toString('base64url')}.${token.split('.')[1]}`;
    expect(sessionOf(secret, forged, now)).toBeNull();
  });
});
