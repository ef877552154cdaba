import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, reloadAfterChunkError } from './chunk-reload';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('spec §8 chunk-load failure reloads the page (once per minute)', () => {
  it('reloads on the first failure, not again within a minute, again after it', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const deps = { now: () => now, storage, reload: () => void reloads++ };
    expect(reloadAfterChunkError(deps)).toBe(true);
    now += 30_000;
    expect(reloadAfterChunkError(deps)).toBe(false);
    now += CHUNK_RELOAD_INTERVAL_MS;
    expect(reloadAfterChunkError(deps)).toBe(true);
    expect(reloads).toBe(2);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });
});
