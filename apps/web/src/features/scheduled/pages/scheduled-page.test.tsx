// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScheduledPageData } from '../loaders';
import { TV_LIST } from '../test/fixtures';
import { Providers } from '../test/render';
import ScheduledPage from './scheduled-page';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

async function show(url: string, data: ScheduledPageData): Promise<HTMLElement> {
  const router = createMemoryRouter(
    [{ path: '/:lng/tvgames/:game?', Component: ScheduledPage, loader: () => data, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () =>
    root.render(
      <Providers url={null}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  );
  return el;
}

describe('issue 19 tvgames pages', () => {
  it('tvgames is the lobby: heading, navigation and a tile per game type', async () => {
    const el = await show('/en/tvgames', { kind: 'tv', type: null, list: TV_LIST });
    expect(el.querySelector('h1')?.textContent).toBe('TV games');
    expect(el.querySelectorAll('[data-testid="scheduled-lobby"] > li')).toHaveLength(3);
    expect(el.querySelector('.sched-nav a[aria-current="page"]')?.textContent).toBe('All games');
  });

  it("tvgames/5of36 is the game type's page: studio, markets, results with their proof", async () => {
    const el = await show('/en/tvgames/5of36', { kind: 'tv', type: '5of36', list: TV_LIST });
    expect(el.querySelector('h1')?.textContent).toBe('5 of 36');
    expect(el.querySelector('[data-testid="scheduled-studio"]')).not.toBeNull();
    expect(el.querySelectorAll('[data-testid="scheduled-odd"]')).toHaveLength(4);
    expect(el.querySelectorAll('[data-testid="scheduled-results"] > li')).toHaveLength(1);
    expect(el.querySelector('[data-testid="scheduled-proof"]')?.textContent).toContain('abc');
  });

  it('without a list the page says the games are not available (nothing made up)', async () => {
    const el = await show('/en/tvgames', { kind: 'tv', type: null, list: null });
    expect(el.textContent).toContain('The games are not available right now.');
    expect(el.querySelector('[data-testid="scheduled-lobby"]')).toBeNull();
  });
});
