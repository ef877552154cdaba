import { describe, expect, it } from 'vitest';
import { REDIRECT_FORMAT_ERROR } from '@sb/contracts';
import { ApiError, INVALID_ANSWER_CODE, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { checkBlock, checkRedirect, type CheckDeps } from './checks';

const failure = (status: number | typeof NETWORK_ERROR_STATUS, code = 'x') =>
  new ApiError([{ status, code, title: 'main_error', detail: code }]);

/** A fake post that plays the given answers in turn, recording the calls and the waits. */
function fake(answers: (unknown | Error)[]) {
  const calls: unknown[] = [];
  const waits: number[] = [];
  const logs: string[] = [];
  const deps: CheckDeps = {
    post: (async (_schema: unknown, _path: string, body: unknown) => {
      calls.push(body);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }) as CheckDeps['post'],
    sleep: async (ms) => void waits.push(ms),
    log: (m) => void logs.push(m),
  };
  return { deps, calls, waits, logs };
}

const moved = {
  data: { redirect: true, code: 301, url: '/en/new', reasons: ['r'], breadcrumbs: ['/en/old', '/en/new'] },
};

describe('spec §9 retries: redirect check 5 times, 1000 ms apart', () => {
  it('retries network and server failures, then answers', async () => {
    const f = fake([failure(NETWORK_ERROR_STATUS), failure(503), moved]);
    expect((await checkRedirect('/en/old', f.deps))?.url).toBe('/en/new');
    expect(f.waits).toEqual([1000, 1000]);
  });

  it('gives up after 5 tries in all: no redirect', async () => {
    const f = fake(Array.from({ length: 6 }, () => failure(503)));
    expect(await checkRedirect('/en/old', f.deps)).toBeNull();
    expect(f.calls).toHaveLength(5);
  });

  it('spec §8: an answer of the wrong shape is logged as the Redirect service format error, never retried', async () => {
    const f = fake([failure(502, INVALID_ANSWER_CODE)]);
    expect(await checkRedirect('/en/old', f.deps)).toBeNull();
    expect(f.logs).toEqual([REDIRECT_FORMAT_ERROR]);
    expect(f.calls).toHaveLength(1);
  });

  it('spec §8: a redirect to the page itself (a cycle) is suppressed', async () => {
    const f = fake([{ data: { ...moved.data, url: '/en/old' } }]);
    expect(await checkRedirect('/en/old', f.deps)).toBeNull();
  });
});

describe('spec §9 retries: block check 2 times, 100 ms apart; spec §4 reason pages', () => {
  it('a blocked answer sends to the page of its reason', async () => {
    const f = fake([failure(503), { displayTypeId: 1, templateTypeId: 16 }]);
    expect(await checkBlock('de', '/de/live', false, f.deps)).toEqual({ kind: 'blocked', page: '/de/suspension' });
    expect(f.waits).toEqual([100]);
  });

  it('two failures in all: failed (spec §8: with the maintenance flag the site counts as under maintenance)', async () => {
    const f = fake([failure(503), failure(503), { displayTypeId: 0, templateTypeId: null }]);
    expect(await checkBlock('en', '/en/live', false, f.deps)).toEqual({ kind: 'failed' });
    expect(f.calls).toHaveLength(2);
  });

  it('the verify route and the block pages are not checked', async () => {
    const f = fake([]);
    expect(await checkBlock('en', '/en/user/accountverify', false, f.deps)).toEqual({ kind: 'pass' });
    expect(await checkBlock('en', '/en/block-ua', false, f.deps)).toEqual({ kind: 'pass' });
    expect(f.calls).toHaveLength(0);
  });
});
