import { describe, expect, it, vi } from 'vitest';
import {
  VIDEO_TOKEN_REFRESH_MS,
  fetchMediaResource,
  fetchVideoToken,
  keepVideoToken,
  type IntervalTimer,
} from './video-token';

function fakeTimer() {
  const jobs = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const timer: IntervalTimer = {
    setInterval: (fn, ms) => {
      jobs.set(next, { fn, ms });
      return next++;
    },
    clearInterval: (h) => void jobs.delete(h as number),
  };
  return { timer, jobs, fire: () => [...jobs.values()].forEach((j) => j.fn()) };
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('video token (spec §6, §9)', () => {
  it('§6 the video token is fetched only for authenticated users', () => {
    const fetchToken = vi.fn(async () => 'tok');
    const onToken = vi.fn();
    const { timer, jobs } = fakeTimer();
    keepVideoToken({ authenticated: false, fetchToken, onToken, timer });
    expect(fetchToken).not.toHaveBeenCalled();
    expect(jobs.size).toBe(0);
    expect(onToken).toHaveBeenCalledWith(null);
  });

  it('§9 video token refresh every 10 min: fetched at once, then on each 10-minute tick, stopped on leave', async () => {
    let n = 0;
    const fetchToken = vi.fn(async () => `tok-${++n}`);
    const tokens: (string | null)[] = [];
    const { timer, jobs, fire } = fakeTimer();
    const stop = keepVideoToken({ authenticated: true, fetchToken, onToken: (t) => tokens.push(t), timer });
    expect(VIDEO_TOKEN_REFRESH_MS).toBe(600_000);
    expect([...jobs.values()].map((j) => j.ms)).toEqual([600_000]);
    await flush();
    fire();
    await flush();
    expect(tokens).toEqual(['tok-1', 'tok-2']);
    stop();
    expect(jobs.size).toBe(0);
  });

  it('the token call posts to the media API; a refusal gives no token', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ token: 'abc', expiresAt: 1 }), { status: 200 }));
    expect(await fetchVideoToken(ok as unknown as typeof fetch)).toBe('abc');
    expect(ok).toHaveBeenCalledWith('/media-api/v1/video-token', expect.objectContaining({ method: 'POST' }));
    const refused = async () => new Response('{}', { status: 401 });
    expect(await fetchVideoToken(refused as unknown as typeof fetch)).toBeNull();
  });

  it('the media call gives the zone and, only from a provider, a video; a failed call offers none', async () => {
    const none = async () =>
      new Response(JSON.stringify({ gameId: 5, zoneId: 'z5', videoId: null, streamUrl: null }), { status: 200 });
    expect(await fetchMediaResource(5, none as unknown as typeof fetch)).toEqual({
      gameId: 5,
      zoneId: 'z5',
      videoId: null,
      streamUrl: null,
    });
    const down = async () => new Response('', { status: 503 });
    expect(await fetchMediaResource(5, down as unknown as typeof fetch)).toBeNull();
  });
});
