import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { HttpStatusError } from '../../lib/request-services';
import { loadLottoPage } from './loaders';

const summary = {
  id: '6-45',
  name: 'Lotto 6/45',
  n: 45,
  drawn: 6,
  pickMin: 6,
  pickMax: 6,
  bonusOf: null,
  linePriceMinor: '100',
  maxLines: 20,
  maxDraws: 8,
  poolShareBp: 2500,
  fixedRtp: { '6': 0.3169 },
  nextDrawAt: '2026-11-25T19:00:00.000Z',
  jackpotMinor: {},
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
    request: new Request('http://localhost/en/lotto'),
  } as unknown as LoaderFunctionArgs;
}

const status = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { init?: { status?: number } }).init?.status ?? -1;
  }
};

/** Spec §2 lotto/{sectionName?}/{lottoId?}: sectionName is catalog, results, lotto-name or view. */
describe('lotto page loader (issue 19)', () => {
  const catalog = { '/web-api/lotto/lotteries': { lotteries: [summary] } };

  it('lotto and lotto/catalog load the catalogue', async () => {
    expect(await loadLottoPage(args({}, catalog))).toEqual({ kind: 'catalog', lotteries: [summary] });
    expect((await loadLottoPage(args({ sectionName: 'catalog', lottoId: '5' }, catalog))).kind).toBe('catalog');
  });

  it('lotto/lotto-name/{id} loads that lottery; an unknown or malformed one is a 404', async () => {
    const answer = { lottery: summary, tiers: [], nextDraws: [] };
    const asked: string[] = [];
    const page = await loadLottoPage(
      args({ sectionName: 'lotto-name', lottoId: '6-45' }, { '/web-api/lotto/lotteries/6-45': answer }, asked),
    );
    expect(page).toEqual({ kind: 'lottery', answer });
    expect(asked).toEqual(['/web-api/lotto/lotteries/6-45']);
    expect(await status(loadLottoPage(args({ sectionName: 'lotto-name', lottoId: 'nope' }, {})))).toBe(404);
    expect(await status(loadLottoPage(args({ sectionName: 'lotto-name', lottoId: '../x' }, {})))).toBe(404);
    expect(await status(loadLottoPage(args({ sectionName: 'lotto-name' }, {})))).toBe(404);
  });

  it('lotto/results/{id?} filters by lottery; lotto/view/{id} needs a ticket id (loaded for its owner)', async () => {
    const results = { algorithm: 'x', draws: [] };
    const page = await loadLottoPage(
      args(
        { sectionName: 'results', lottoId: '6-45' },
        { ...catalog, '/web-api/lotto/results?lotteryId=6-45': results },
      ),
    );
    expect(page).toEqual({ kind: 'results', lotteryId: '6-45', lotteries: [summary], results });
    const id = '00000000-0000-4000-8000-000000000019';
    expect(await loadLottoPage(args({ sectionName: 'view', lottoId: id }, {}))).toEqual({
      kind: 'ticket',
      ticketId: id,
    });
    expect(await status(loadLottoPage(args({ sectionName: 'view', lottoId: '12' }, {})))).toBe(404);
  });
});
