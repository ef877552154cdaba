import { describe, expect, it } from 'vitest';
import { CONFIG_FETCH_DELAY_MS, CONFIG_FETCH_TRIES, NO_SITE_CONFIG, fetchSiteConfig } from './fetch-site-config';

const good = { companyName: 'X', isRegistrationAllowed: true, availableRoutes: [], languages: {}, coefFormats: {} };

function fakeFetch(answers: (number | 'network')[]) {
  const calls: string[] = [];
  const impl = (async (url: string) => {
    calls.push(url);
    const a = answers.shift() ?? 500;
    if (a === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(a === 200 ? good : { errors: [] }), { status: a });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('spec §9 retries: config fetch 5 times, 1000 ms apart; spec §8 failure shows no site config', () => {
  it('constants are the spec values', () => {
    expect(CONFIG_FETCH_TRIES).toBe(5);
    expect(CONFIG_FETCH_DELAY_MS).toBe(1000);
  });

  it('succeeds on the fifth try after four failures, sleeping 1000 ms between tries', async () => {
    const { impl, calls } = fakeFetch([500, 'network', 503, 502, 200]);
    const sleeps: number[] = [];
    const cfg = await fetchSiteConfig('en', { fetchImpl: impl, sleep: async (ms) => void sleeps.push(ms) });
    expect(cfg.companyName).toBe('X');
    expect(calls).toHaveLength(5);
    expect(calls[0]).toBe('/bff-api/config/all.json?lang=en');
    expect(sleeps).toEqual([1000, 1000, 1000, 1000]);
  });

  it("gives up after 5 tries with 'no site config'", async () => {
    const { impl, calls } = fakeFetch([500, 500, 500, 500, 500, 200]);
    await expect(fetchSiteConfig('en', { fetchImpl: impl, sleep: async () => undefined })).rejects.toThrow(
      NO_SITE_CONFIG,
    );
    expect(calls).toHaveLength(5);
  });

  it('treats a malformed answer as a failure', async () => {
    const impl = (async () => new Response('{"hello":1}', { status: 200 })) as unknown as typeof fetch;
    await expect(fetchSiteConfig('en', { fetchImpl: impl, sleep: async () => undefined })).rejects.toThrow(
      NO_SITE_CONFIG,
    );
  });
});
