import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { HttpStatusError } from '../../lib/request-services';
import { loadTotoPage } from './loaders';

const rules = {
  events: 15,
  unitMinor: '10',
  maxStakePerCombinationMinor: '10000',
  maxCombinations: 1296,
  poolShareBp: 8500,
  tiers: [],
};
const draw = {
  id: 'toto-20261124',
  status: 'open',
  closesAt: '2026-11-24T11:00:00.000Z',
  events: [],
  couponsCount: 0,
  stakesMinor: {},
  poolMinor: {},
  jackpotInMinor: {},
  jackpotOutMinor: {},
  tiers: null,
  settledAt: null,
};

/** A loader call with the server's in-process API (it answers only the paths it knows). */
function args(params: Record<string, string>, answers: Record<string, unknown>, asked: string[] = []) {
  const fetchJson = async (path: string) => {
    asked.push(path);
    if (!(path in answers)) throw new HttpStatusError(404, path);
    return answers[path];
  };
  return {
    params: { lng: 'en', ...params },
    context: { services: { fetchJson } },
    request: new Request('http://localhost/en/toto'),
  } as unknown as LoaderFunctionArgs;
}

/** Spec §2 toto/{section?}: draw, next, coupons, draws. */
describe('toto page loader (issue 19)', () => {
  it('toto and toto/draw load the current draw, toto/next the next one', async () => {
    const asked: string[] = [];
    const answers = {
      '/web-api/toto/draws/current': { rules, draw },
      '/web-api/toto/draws/next': { rules, draw: null },
    };
    expect(await loadTotoPage(args({}, answers, asked))).toEqual({
      kind: 'draw',
      which: 'current',
      answer: { rules, draw },
    });
    expect((await loadTotoPage(args({ section: 'draw' }, answers))).kind).toBe('draw');
    expect(await loadTotoPage(args({ section: 'next' }, answers, asked))).toEqual({
      kind: 'draw',
      which: 'next',
      answer: { rules, draw: null },
    });
    expect(asked).toEqual(['/web-api/toto/draws/current', '/web-api/toto/draws/next']);
  });

  it('toto/draws loads the archive; toto/coupons loads nothing on the server (the owner’s, after hydration)', async () => {
    const asked: string[] = [];
    const archive = { rules, draws: [{ ...draw, status: 'settled' }] };
    expect(await loadTotoPage(args({ section: 'draws' }, { '/web-api/toto/draws': archive }))).toEqual({
      kind: 'draws',
      answer: archive,
    });
    expect(await loadTotoPage(args({ section: 'coupons' }, {}, asked))).toEqual({ kind: 'coupons' });
    expect(asked).toEqual([]);
  });

  it('another section is a 404; a malformed answer is refused by the contract', async () => {
    await expect(loadTotoPage(args({ section: 'x' }, {}))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadTotoPage(args({}, { '/web-api/toto/draws/current': { rules } }))).rejects.toThrow();
  });
});
