import { describe, expect, it } from 'vitest';
import { createUserConfigLoader, hiddenSportsOf, USER_CONFIG_ERROR } from './user-config';

const answer = {
  result: {
    user_id: 7,
    user_name: 'player7',
    user_email: null,
    phone_number: null,
    user_country_code: 'GB',
    activation_type: 0,
    user_hide_balance: true,
    protection_level: 0,
    ban_level: 0,
    ban_version: 0,
    user_status_id: 0,
    currency: 'EUR',
  },
};

describe('spec §4 Config (user) and §8 user config failure', () => {
  it('loads once (installed flag) and reuses the answer', async () => {
    let calls = 0;
    const loader = createUserConfigLoader({ get: async <T>() => (calls++, answer as T) });
    await loader.load();
    await loader.load();
    expect(calls).toBe(1);
    expect(loader.installed).toBe(true);
  });

  it('a new load aborts the earlier request', async () => {
    const signals: AbortSignal[] = [];
    const loader = createUserConfigLoader({
      get: <T>(_path: string, options?: { signal?: AbortSignal }) =>
        new Promise<T>((resolve, reject) => {
          if (options?.signal) signals.push(options.signal);
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          setTimeout(() => resolve(answer as T), 5);
        }),
    });
    const first = loader.load(true).catch((e: unknown) => e);
    const second = loader.load(true);
    expect(signals[0]?.aborted).toBe(true);
    await expect(second).resolves.toMatchObject({ user_id: 7 });
    expect(await first).toBeInstanceOf(Error);
  });

  it("on failure resets the installed flag and throws 'failed to get user config'", async () => {
    const loader = createUserConfigLoader({ get: async () => Promise.reject(new Error('500')) });
    await expect(loader.load()).rejects.toThrow(USER_CONFIG_ERROR);
    expect(loader.installed).toBe(false);
  });
});

describe('spec §3 user config isCCLine / isCClive', () => {
  const base = answer.result;
  it('§3 isCCLine / isCClive: a section hides its sports only while its flag says it is custom', () => {
    const c = { ...base, disallow_line_sport: [1, 4], disallow_live_sport: [3] };
    expect(hiddenSportsOf({ ...c, isCCLine: true, isCClive: false }, 'line')).toEqual([1, 4]);
    expect(hiddenSportsOf({ ...c, isCCLine: true, isCClive: false }, 'live')).toEqual([]);
    expect(hiddenSportsOf({ ...c, isCCLine: false, isCClive: true }, 'line')).toEqual([]);
    expect(hiddenSportsOf({ ...c, isCCLine: false, isCClive: true }, 'live')).toEqual([3]);
    expect(hiddenSportsOf(base, 'line')).toEqual([]);
  });
});
