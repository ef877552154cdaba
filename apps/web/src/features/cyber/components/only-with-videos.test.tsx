// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { LiveGameSummary } from '@sb/contracts';
import type { MediaResource } from '../../../components/media/video-token';
import { useOnlyWithVideos } from './only-with-videos';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const games = [{ id: 1 }, { id: 2 }] as unknown as LiveGameSummary[];

async function run(load: (id: number) => Promise<MediaResource | null>) {
  let out: ReturnType<typeof useOnlyWithVideos> | null = null;
  function Probe() {
    out = useOnlyWithVideos(games, load);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  const before = out as unknown as ReturnType<typeof useOnlyWithVideos>;
  expect(before.shown).toHaveLength(2);
  await act(async () => before.setOn(true));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  root.unmount();
  return out as unknown as ReturnType<typeof useOnlyWithVideos>;
}

describe('§3 Betting state "only with videos" (esports live lists)', () => {
  it('§3 only with videos keeps the games whose media call names a video', async () => {
    const out = await run(async (id) => ({
      gameId: id,
      zoneId: `z${id}`,
      videoId: id === 2 ? 'v2' : null,
      streamUrl: null,
    }));
    expect(out.pending).toBe(false);
    expect(out.shown.map((g) => g.id)).toEqual([2]);
  });

  it('§3 only with videos: with no video provider (or a failed call) no game is shown, and nothing is pending', async () => {
    const out = await run(async () => null);
    expect(out.pending).toBe(false);
    expect(out.shown).toEqual([]);
  });
});
