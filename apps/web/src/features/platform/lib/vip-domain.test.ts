import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mainVipDomainTarget, onMainVipDomain, VIP_DOMAIN_CHECK_PATH, type VipDomainDeps } from './vip-domain';

function fake(answers: (unknown | Error)[]) {
  const paths: string[] = [];
  const waits: number[] = [];
  const deps: VipDomainDeps = {
    get: (async (_schema: unknown, path: string) => {
      paths.push(path);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }) as VipDomainDeps['get'],
    sleep: async (ms) => void waits.push(ms),
  };
  return { deps, paths, waits };
}
const blocked = { displayTypeId: 0, templateTypeId: null };

describe('spec §6 VIP main-domain authentication, asked through §7 block/light', () => {
  it('§7 block/light is asked with mainVipDomainAuthNeed=1; a VIP who must move gets the main VIP domain', async () => {
    const f = fake([{ ...blocked, mainVipDomainAuthNeed: true, mainVipDomainUrl: 'https://vip.example.com' }]);
    expect(await mainVipDomainTarget(f.deps)).toBe('https://vip.example.com');
    expect(f.paths).toEqual([VIP_DOMAIN_CHECK_PATH]);
    expect(VIP_DOMAIN_CHECK_PATH).toContain('mainVipDomainAuthNeed=1');
  });

  it('§6 no need, no answer of the flag, or a check failing twice (§9 block check 2 × 100 ms): the player stays', async () => {
    expect(await mainVipDomainTarget(fake([{ ...blocked, mainVipDomainAuthNeed: false }]).deps)).toBeNull();
    expect(await mainVipDomainTarget(fake([blocked]).deps)).toBeNull();
    const failing = fake([
      new ApiError([{ status: 503, code: 'x', title: 'main_error', detail: 'x' }]),
      new ApiError([{ status: 503, code: 'x', title: 'main_error', detail: 'x' }]),
    ]);
    expect(await mainVipDomainTarget(failing.deps)).toBeNull();
    expect(failing.waits).toEqual([100]);
  });

  it('§6 the player continues on the same page of the main VIP domain', () => {
    expect(onMainVipDomain('https://vip.example.com/', { pathname: '/hr/office', search: '?tab=1' })).toBe(
      'https://vip.example.com/hr/office?tab=1',
    );
  });
});
