import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, waitForHydration } from './support';
import { moveToLiveHour } from './live-clock';

/*
 * Issue 14 (esports section, media): the server clock moves to an hour with games in play
 * (never the wall clock); the player opens /cyber, goes to a discipline, then to an esports game
 * the API says is live: its page shows the map scores and the match tracker, which moves as the
 * game's state changes over /ws.
 */
test.describe.configure({ mode: 'serial' });

const DISCIPLINES = [
  { sportId: 40, slug: 'cs2' },
  { sportId: 41, slug: 'dota-2' },
  { sportId: 42, slug: 'league-of-legends' },
];

interface LiveGame {
  id: number;
  sportId: number;
  statusId: number;
  live: { zoneId: string } | null;
}

/** An esports game the live catalog says is being played. */
async function liveEsportsGame(request: APIRequestContext): Promise<LiveGame> {
  for (const d of DISCIPLINES) {
    const res = await request.get(`/line-api/v1/games?section=live&sportId=${d.sportId}&pageSize=100`);
    expect(res.status(), await res.text()).toBe(200);
    const { games } = (await res.json()) as { games: LiveGame[] };
    const game = games.find((g) => g.statusId === 2 && g.live !== null);
    if (game) return game;
  }
  throw new Error('no esports game in play at the live hour');
}

test('§2 cyber: landing, a discipline, and a live game page whose match tracker is visible and moves', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await moveToLiveHour(request);
  const game = await liveEsportsGame(request);
  const discipline = DISCIPLINES.find((d) => d.sportId === game.sportId);
  const errors = collectPageErrors(page);

  await page.goto('/en/cyber');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();
  await expect(page.getByTestId('cyber-disciplines')).toBeVisible();

  // A discipline's page (line), from its card.
  await page.locator(`[data-discipline="${discipline?.slug}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/en/cyber/line/${discipline?.slug}$`));
  await expect(page.locator('[data-cyber-page="list"]')).toBeVisible();

  // The live list of the section links the game in play.
  await page.goto('/en/cyber/live');
  await waitForHydration(page);
  const row = page.locator(`[data-testid="cyber-live-game"][data-game-id="${game.id}"] a`);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('cyber-game')).toHaveAttribute('data-game-id', String(game.id));
  await expect(page.getByTestId('cyber-map-scores')).toBeVisible();

  const tracker = page.locator(`[data-match-tracker="${game.id}"]`);
  await expect(tracker).toBeVisible();
  await expect(tracker).toHaveAttribute('data-zone-id', game.live?.zoneId ?? '');
  // §3 Media entity types: the tracker goes full screen and back (Escape), still the same zone.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.locator('.media-fullscreen [data-match-tracker]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.media-fullscreen')).toHaveCount(0);
  await expect(tracker).toHaveClass(/match-tracker--board/);

  const first = Number(await tracker.getAttribute('data-updated-at'));
  // The state changes in play: the tracker redraws from a newer state (pushed over /ws).
  await expect
    .poll(async () => Number(await tracker.getAttribute('data-updated-at')), { timeout: 30_000 })
    .toBeGreaterThan(first);
  expect(errors).toEqual([]);
});

test('§2 cyber sub-routes all, champs and dashboard render their content; an unknown type is a 404', async ({
  page,
  request,
}) => {
  await moveToLiveHour(request);
  // §3 "only with videos": without a video provider (the default) no game has one, and the list says so.
  await page.goto('/en/cyber/live');
  await waitForHydration(page);
  await expect(page.getByTestId('cyber-live')).toBeVisible();
  const mediaCall = page.waitForResponse((r) => r.url().includes('/media-api/v1/games/'));
  await page.getByTestId('only-with-videos').check();
  expect((await mediaCall).status()).toBe(200);
  await expect(page.getByTestId('cyber-no-videos')).toBeVisible();
  await expect(page.getByTestId('cyber-live')).toHaveCount(0);

  await page.goto('/en/cyber/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Esports dashboard' })).toBeVisible();
  await expect(page.getByTestId('cyber-live-maps')).toBeVisible();
  await page.goto('/en/cyber/champs');
  await expect(page.getByTestId('cyber-champs').first()).toBeVisible();
  await page.goto('/en/cyber/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All esports games' })).toBeVisible();
  const res = await page.goto('/en/cyber/soon');
  expect(res?.status()).toBe(404);
});
