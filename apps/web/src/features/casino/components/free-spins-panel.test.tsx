// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CASINO_API, FREE_SPINS_PATH, type CasinoGame, type FreeSpinsAnswer } from '@sb/contracts';
import { TOKEN_PATH } from '../../../lib/api-client';
import { dictionary, PLAYER, renderWithApp, type Routes } from '../../../test/render-with-app';
import { FreeSpinsPanel } from './free-spins-panel';

const render = (node: ReactNode, routes: Routes) =>
  renderWithApp(node, { path: '/en/slots/game/test-slot/test-slot', user: PLAYER, routes });

const game = { id: 'fruit-fiesta', name: 'Fruit Fiesta' } as CasinoGame;
const spins = (left: number, won: string): FreeSpinsAnswer => ({
  freeSpins:
    left === 0
      ? []
      : [
          {
            id: 7,
            definitionId: 3,
            gameId: 'fruit-fiesta',
            currency: 'EUR',
            spinStakeMinor: '20',
            spinsTotal: 3,
            spinsLeft: left,
            winningsMinor: won,
            status: 'active',
            expiresAt: '2026-11-27T10:00:00.000Z',
            playerBonusId: null,
          },
        ],
});
const round = {
  id: '7d7b3c1e-0b7a-4a55-9a43-2f1f8d0f0c01',
  gameId: 'fruit-fiesta',
  mode: 'real',
  status: 'settled',
  currency: 'EUR',
  stakeMinor: '20',
  totalStakeMinor: '0',
  multiplier: 20_000,
  payoutMinor: '40',
  params: {},
  result: {},
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  settledAt: '2026-11-24T10:00:00.000Z',
  freeSpin: true,
};

describe('issue 16 free spins on the slot page', () => {
  it('shows "N free spins" and a button that plays one (POST …/free-spins/{id}/spin), then the spins left and the win', async () => {
    let left = 3;
    const { container, calls } = render(<FreeSpinsPanel game={game} />, {
      [`GET ${FREE_SPINS_PATH}`]: () => spins(left, left === 3 ? '0' : '40'),
      [`POST ${CASINO_API}/free-spins/7/spin`]: () => {
        left -= 1;
        return { round, balanceMinor: null, playMoney: false, serverSeed: null, replay: false };
      },
    });
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.url);
    const tr = (key: string, vars: Record<string, string | number>) =>
      Object.entries(vars).reduce(
        (s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)),
        (dictionary as unknown as Record<string, string>)[key] ?? key,
      );
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(tr('casino_free_spins_left', { count: 3 }))),
    );
    const button = container.querySelector('[data-testid="casino-free-spin"]') as HTMLButtonElement;
    expect(button.textContent).toBe(dictionary.casino_free_spin_play);
    act(() => button.click());
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(tr('casino_free_spins_left', { count: 2 }))),
    );
    expect(posts()).toEqual([expect.stringContaining('/web-api/casino/free-spins/7/spin')]);
    for (const { url } of calls.filter((c) => c.method === 'GET' && c.url !== TOKEN_PATH)) {
      expect(url).toContain('/web-api/bonuses/free-spins?gameId=fruit-fiesta');
    }
    expect(container.querySelector('[data-testid="casino-free-spin-outcome"]')?.textContent).toBe(
      tr('casino_free_spin_won', { payout: '0.40', currency: 'EUR' }),
    );
  });

  it('shows nothing to a player without free spins on this slot', async () => {
    const { container } = render(<FreeSpinsPanel game={game} />, { [`GET ${FREE_SPINS_PATH}`]: spins(0, '0') });
    await act(() => vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled()));
    expect(container.querySelector('[data-testid="casino-free-spins"]')).toBeNull();
  });
});
