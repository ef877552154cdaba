// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveGameSummary, LiveTopicData } from '@sb/contracts';
import { LiveConnection, type LiveSocketLike } from '../../../../lib/live-socket';
import { DEFAULT_BETTING_STATE } from '../lib/betting-state';
import { useLiveListShape } from '../lib/use-live-rows';
import { liveGame, liveOutcome, liveState } from '../test/fixtures';
import { Providers, renderHtml } from '../test/render';
import { LiveList } from './live-list';
import type * as ScoreboardModule from './scoreboard';

/** Which rows rendered: each row's scoreboard notes its game's first team. */
const rendered = vi.hoisted(() => ({ boards: [] as string[] }));
vi.mock('./scoreboard', async (importOriginal) => {
  const actual = await importOriginal<typeof ScoreboardModule>();
  return {
    ...actual,
    Scoreboard: (props: Parameters<typeof actual.Scoreboard>[0]) => {
      rendered.boards.push(props.game.team1.name);
      return actual.Scoreboard(props);
    },
  };
});

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

class FakeSocket implements LiveSocketLike {
  onopen: (() => unknown) | null = null;
  onmessage: ((ev: { data: unknown }) => unknown) | null = null;
  onclose: ((ev: { code: number }) => unknown) | null = null;
  send() {}
  close() {}
  message(type: 'snapshot' | 'delta', seq: number, data: LiveTopicData) {
    this.onmessage?.({ data: JSON.stringify({ type, topic: 'live', seq, data }) });
  }
}

const games = [liveGame(1), liveGame(2), liveGame(3)];

/** The live page's list: its layout follows the topic's shape (as LiveSection), the rows their games. */
function Page({ ssr }: { ssr: readonly LiveGameSummary[] }) {
  const shape = useLiveListShape(ssr);
  return <LiveList games={shape} sportOrder={[1]} state={DEFAULT_BETTING_STATE} />;
}

function mount(ssr: readonly LiveGameSummary[]) {
  const socket = new FakeSocket();
  const conn = new LiveConnection({ url: () => 'ws://site/ws', open: () => socket });
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  act(() =>
    root.render(
      <Providers conn={conn}>
        <Page ssr={ssr} />
      </Providers>,
    ),
  );
  act(() => socket.onopen?.());
  return { el, socket, unmount: () => act(() => root.unmount()) };
}

const priceOf = (el: HTMLElement, outcomeId: string) =>
  el.querySelector(`[data-outcome-id="${outcomeId}"]`)?.getAttribute('aria-label');

describe('issue 14 live page speed: a live list row follows its own game', () => {
  beforeEach(() => {
    rendered.boards = [];
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('§2 live list: the server render has every row with its scoreboard and prices', () => {
    const html = renderHtml(<LiveList games={games} sportOrder={[1]} state={DEFAULT_BETTING_STATE} />);
    for (const g of games) expect(html).toContain(`data-game-id="${g.id}"`);
    expect(html).toContain('data-outcome-id="2_1_"');
  });

  it('Real-time delivery: a price move in one game renders that row only, and shows the new price', () => {
    const { el, socket, unmount } = mount(games);
    act(() => socket.message('snapshot', 1, { games }));
    rendered.boards = [];
    const moved = liveGame(2, {
      mainMarkets: [
        { groupId: 1, param: null, outcomes: [liveOutcome(2, 1, 1.4), liveOutcome(2, 2, 4.5), liveOutcome(2, 3, 6)] },
      ],
    });
    act(() => socket.message('delta', 2, { games: [moved] }));
    expect(rendered.boards).toEqual(['Team 20']);
    expect(priceOf(el, '2_1_')).toContain('1.40');
    unmount();
  });

  it('Real-time delivery: every game ticking its clock renders no row; the clocks show the new second', () => {
    const { el, socket, unmount } = mount(games);
    act(() => socket.message('snapshot', 1, { games }));
    rendered.boards = [];
    const ticked = games.map((g) =>
      liveGame(g.id, { live: liveState({ gameId: g.id, clockSec: 3001, updatedAt: 2_000, possession: null }) }),
    );
    act(() => socket.message('delta', 2, { games: ticked }));
    expect(rendered.boards).toEqual([]);
    expect([...el.querySelectorAll('[data-testid="live-clock"]')].map((c) => c.textContent)).toEqual([
      '50:01',
      '50:01',
      '50:01',
    ]);
    unmount();
  });

  it('§3 bet stop: a game under bet stop renders its row with every price suspended', () => {
    const { el, socket, unmount } = mount(games);
    act(() => socket.message('snapshot', 1, { games }));
    rendered.boards = [];
    act(() => socket.message('delta', 2, { games: [liveGame(3, { live: liveState({ gameId: 3, betStop: true }) })] }));
    expect(rendered.boards).toEqual(['Team 30']);
    const odds = [...el.querySelectorAll('[data-game-id="3"] [data-testid="odd"]')];
    expect(odds.length).toBe(3);
    expect(odds.every((o) => o.hasAttribute('disabled') || o.getAttribute('aria-disabled') === 'true')).toBe(true);
    unmount();
  });

  it('§2 live list: the first snapshot equal to the server data renders no row; a game that joins renders only itself', () => {
    const { el, socket, unmount } = mount(games);
    rendered.boards = [];
    act(() => socket.message('snapshot', 1, { games }));
    expect(rendered.boards).toEqual([]);
    act(() => socket.message('delta', 2, { games: [liveGame(4)] }));
    expect(rendered.boards).toEqual(['Team 40']);
    expect([...el.querySelectorAll('[data-testid="live-game"]')].map((r) => r.getAttribute('data-game-id'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    unmount();
  });
});
