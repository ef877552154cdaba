import { describe, expect, it } from 'vitest';
import { AD_BLOCK_NOTICE_KEY, baitBlocked, shouldNotify } from './ad-blocker';

const visible = { connected: true, offsetHeight: 1, display: 'block', visibility: 'visible' };

describe('ad-blocker notice', () => {
  it('spec §8 ad blocker: a removed, collapsed or hidden bait means a blocker is active', () => {
    expect(baitBlocked(visible)).toBe(false);
    expect(baitBlocked({ ...visible, connected: false })).toBe(true);
    expect(baitBlocked({ ...visible, offsetHeight: 0 })).toBe(true);
    expect(baitBlocked({ ...visible, display: 'none' })).toBe(true);
    expect(baitBlocked({ ...visible, visibility: 'hidden' })).toBe(true);
  });

  it('spec §8 ad blocker: the notice is shown once per session, and never without a blocker', () => {
    const seen = new Map<string, string>();
    const storage = { getItem: (k: string) => seen.get(k) ?? null };
    expect(shouldNotify(false, storage)).toBe(false);
    expect(shouldNotify(true, storage)).toBe(true);
    seen.set(AD_BLOCK_NOTICE_KEY, '1');
    expect(shouldNotify(true, storage)).toBe(false);
  });
});
