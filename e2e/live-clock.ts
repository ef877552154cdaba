import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support';

/** 19:00 UTC: every day of the simulated feed has football, basketball, tennis and esports games in play. */
const LIVE_HOUR_UTC = 19;

/**
 * Issue 14: browser tests of live betting run in the playwright project "live", after every other
 * project (they move the server clock). The server clock is set to 19:00 UTC of the day two days
 * ahead of the wall clock: always later than any earlier project moved it (the clock project
 * moves at most about 26 hours), and always an hour at which games are being played — the test
 * never depends on the time of day it runs at. Returns the server's new time (epoch ms).
 */
export async function moveToLiveHour(request: APIRequestContext, extraMs = 0): Promise<number> {
  const day = new Date(Date.now() + 2 * 86_400_000);
  const target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), LIVE_HOUR_UTC) + extraMs;
  const res = await request.post('/admin-api/dev/clock', {
    headers: adminHeaders,
    data: { offsetMs: target - Date.now() },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { now: string };
  return Date.parse(body.now);
}
