// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useGameVideos, type LoadMedia } from './use-game-videos';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function run(ids: number[], on: boolean, load: LoadMedia) {
  let has: (g: { id: number }) => boolean = () => false;
  function Probe() {
    has = useGameVideos(ids, on, load);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  const shown = ids.filter((id) => has({ id }));
  root.unmount();
  return shown;
}

describe('live list only with videos', () => {
  it('§3 Betting state only-with-videos keeps the games whose media call names a video', async () => {
    const asked: number[] = [];
    const load: LoadMedia = (id) => {
      asked.push(id);
      return Promise.resolve({ gameId: id, zoneId: `z${id}`, videoId: id === 2 ? 'v2' : null, streamUrl: null });
    };
    expect(await run([1, 2, 3], true, load)).toEqual([2]);
    expect([...new Set(asked)].sort()).toEqual([1, 2, 3]);
  });

  it('§3 Betting state without a video provider no game has a video; while off nothing is asked', async () => {
    const asked: number[] = [];
    const none: LoadMedia = (id) => {
      asked.push(id);
      return Promise.resolve(null);
    };
    expect(await run([1, 2], false, none)).toEqual([]);
    expect(asked).toEqual([]);
    expect(await run([1, 2], true, none)).toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
  });
});
