import { describe, expect, it } from 'vitest';
import { advanceClock, codeOf, http, line, o, player, useBettingTestApp } from './betting-test-helpers';
import { BOOKING_LOADS_PER_IP, BOOKING_LOAD_WINDOW_S } from './commands';

useBettingTestApp();

/** A caller with no cookie and no token, from its own address. */
const guest = (url: string, remoteAddress: string) => http.inject({ url, remoteAddress });

describe('issue 13 bug 5: booking codes for guests', () => {
  it('a guest loads a code a player saved, with the names, and no login is asked', async () => {
    const p = await player();
    const g = line.game();
    const saved = await p.post('/bets-api/v1/booking', { bets: [{ outcomeId: o(g) }, { outcomeId: o(g, 2) }] });
    const { code } = saved.json<{ code: string }>();
    const res = await guest(`/bets-api/v1/booking/${code}`, '10.77.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string; bets: { outcomeId: string; names: { team1: string } | null }[] }>();
    expect(body.code).toBe(code);
    expect(body.bets.map((b) => b.outcomeId)).toEqual([o(g), o(g, 2)]);
    expect(body.bets[0]?.names?.team1).toBe(`Home ${g}`);
  });

  it('an unknown or malformed code is a 404 booking_not_found for a guest (never 401, never 500)', async () => {
    for (const code of ['ZZZZZZZZ', 'not-a-code', '0000']) {
      const res = await guest(`/bets-api/v1/booking/${code}`, '10.77.0.2');
      expect(res.statusCode, code).toBe(404);
      expect(codeOf(res)).toBe('booking_not_found');
    }
  });

  it('saving a code still needs a login', async () => {
    const res = await http.inject({
      method: 'POST',
      url: '/bets-api/v1/booking',
      remoteAddress: '10.77.0.3',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { bets: [{ outcomeId: o(line.game()) }] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('loads are rate-limited per IP: past the cap a 429 too_many_requests, other IPs unaffected, a new window resets', async () => {
    // The injected clock stands still between loads, so they all fall in one window.
    const windowMs = BOOKING_LOAD_WINDOW_S * 1000;
    const ip = '10.77.1.1';
    for (let i = 0; i < BOOKING_LOADS_PER_IP; i++)
      expect((await guest('/bets-api/v1/booking/ZZZZZZZZ', ip)).statusCode).toBe(404);
    const refused = await guest('/bets-api/v1/booking/ZZZZZZZZ', ip);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('too_many_requests');
    expect((await guest('/bets-api/v1/booking/ZZZZZZZZ', '10.77.1.2')).statusCode).toBe(404);
    advanceClock(windowMs);
    expect((await guest('/bets-api/v1/booking/ZZZZZZZZ', ip)).statusCode).toBe(404);
  });
});
