import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { HttpStatusError } from '../../lib/request-services';
import { loadScheduledPage } from './loaders';
import { TV_LIST } from './test/fixtures';

/** A loader call with the server's in-process API (it answers only the paths it knows). */
function args(params: Record<string, string>, answers: Record<string, unknown>, asked: string[] = []) {
  const fetchJson = async (path: string) => {
    asked.push(path);
    if (!(path in answers)) throw new HttpStatusError(404, path);
    return answers[path];
  };
  return {
    params: { lng: 'de', ...params },
    context: { services: { fetchJson } },
    request: new Request('http://localhost/de/tvgames'),
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

describe('issue 19 tvgames and virtualsports page loader (spec §2)', () => {
  const tv = { '/line-api/v1/scheduled?kind=tv&lng=de': TV_LIST };

  it('tvgames loads the TV games list in the page language; a TV game type page loads the same list', async () => {
    const asked: string[] = [];
    expect(await loadScheduledPage('tvgames', args({}, tv, asked))).toEqual({ kind: 'tv', type: null, list: TV_LIST });
    expect(asked).toEqual(['/line-api/v1/scheduled?kind=tv&lng=de']);
    const page = await loadScheduledPage('tvgames_game', args({ game: 'wheel' }, tv));
    expect(page.type).toBe('wheel');
    expect(page.list?.games).toHaveLength(3);
  });

  it('virtualsports asks for the virtual kind', async () => {
    const asked: string[] = [];
    await loadScheduledPage('virtualsports_game', args({ game: 'horse-racing' }, {}, asked));
    expect(asked).toEqual(['/line-api/v1/scheduled?kind=virtual&lng=de']);
  });

  it('a game type of the other kind, or an unknown one, is a 404 without asking the API', async () => {
    const asked: string[] = [];
    expect(await status(loadScheduledPage('tvgames_game', args({ game: 'horse-racing' }, tv, asked)))).toBe(404);
    expect(await status(loadScheduledPage('virtualsports_game', args({ game: 'wheel' }, tv, asked)))).toBe(404);
    expect(await status(loadScheduledPage('tvgames_game', args({ game: 'view' }, tv, asked)))).toBe(404);
    expect(asked).toEqual([]);
  });

  it('an unreachable or malformed list renders the page without games (nothing made up)', async () => {
    expect((await loadScheduledPage('tvgames', args({}, {}))).list).toBeNull();
    const bad = { '/line-api/v1/scheduled?kind=tv&lng=de': { now: 'soon', games: [] } };
    expect((await loadScheduledPage('tvgames', args({}, bad))).list).toBeNull();
  });
});
