// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { POINTS_PATH, REWARDS_PATH, rewardRedeemPath, type PointsAnswer, type RewardsAnswer } from '@sb/contracts';
import { apiError, dictionary, PLAYER, renderWithApp, type Routes } from '../../test/render-with-app';
import PointsPage from './points-page';
import RewardsPage from './rewards-page';

const render = (node: ReactNode, routes: Routes) =>
  renderWithApp(node, { path: '/en/office/rewards', user: PLAYER, routes });

const reward = (id: string, price: number, affordable: boolean) => ({
  id,
  price,
  kind: 'free_bet' as const,
  product: 'sport' as const,
  amountMinor: '500',
  currency: 'EUR',
  wageringMultiplier: 1,
  validityDays: 30,
  freeSpins: null,
  affordable,
});
const shop: RewardsAnswer = {
  balance: 600,
  rewards: [reward('free-bet-5', 500, true), reward('free-bet-10', 950, false)],
};

describe('issue 16 office/rewards and points pages', () => {
  it('the shop shows the balance, enables only affordable rewards and redeems with an idempotency key', async () => {
    const { container, calls } = render(<RewardsPage />, {
      [`GET ${REWARDS_PATH}`]: shop,
      [`POST ${rewardRedeemPath('free-bet-5')}`]: apiError(409, 'insufficient_points'),
    });
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_reward_free_bet_5)));
    expect(container.querySelector('[data-testid="rewards-balance"]')?.textContent).toBe('600');
    const button = (id: string) => container.querySelector(`[data-testid="reward-${id}"] button`) as HTMLButtonElement;
    expect(button('free-bet-5').disabled).toBe(false);
    expect(button('free-bet-10').disabled).toBe(true);
    act(() => button('free-bet-5').click());
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_error_insufficient_points)),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/web-api/bonuses/rewards/free-bet-5/redeem');
    expect(post?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/^reward-/) });
  });

  it('issue 16: a free-spins reward shows its spins, stake and wagering on the winnings; redeemed, it links to the slot', async () => {
    const spins: RewardsAnswer = {
      balance: 300,
      rewards: [
        {
          ...reward('free-spins-10', 250, true),
          kind: 'free_spins',
          product: 'casino',
          amountMinor: '20',
          wageringMultiplier: 5,
          validityDays: 7,
          freeSpins: { count: 10, gameId: 'fruit-fiesta' },
        },
      ],
    };
    const granted = {
      id: 7,
      definitionId: 3,
      gameId: 'fruit-fiesta',
      currency: 'EUR',
      spinStakeMinor: '20',
      spinsTotal: 10,
      spinsLeft: 10,
      winningsMinor: '0',
      status: 'active',
      expiresAt: '2026-12-01T10:00:00.000Z',
      playerBonusId: null,
    };
    const { container } = render(<RewardsPage />, {
      [`GET ${REWARDS_PATH}`]: spins,
      [`POST ${rewardRedeemPath('free-spins-10')}`]: { balance: 50, bonus: null, freeSpins: granted },
    });
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_reward_free_spins_10)));
    const card = container.querySelector('[data-testid="reward-free-spins-10"]');
    expect(card?.textContent).toContain('10 spins at 0.20 EUR each');
    expect(card?.textContent).toContain('wager 5 × the winnings');
    act(() => (card?.querySelector('button') as HTMLButtonElement).click());
    await act(() => vi.waitFor(() => expect(container.querySelector('a[href*="slots/game"]')).not.toBeNull()));
    expect(container.querySelector('a[href*="slots/game"]')?.getAttribute('href')).toBe(
      '/en/slots/game/fruit-fiesta/fruit-fiesta',
    );
    expect(container.textContent).toContain('10 free spins are waiting for you');
  });

  it('the points page shows the balance, the level and its progress bar', async () => {
    const points: PointsAnswer = {
      balance: 123,
      earnedInPeriod: 750,
      periodDays: 90,
      level: 'silver',
      next: 'gold',
      toNext: 1750,
      progressPercent: 12,
      levels: [
        { id: 'bronze', minPoints: 0 },
        { id: 'silver', minPoints: 500 },
        { id: 'gold', minPoints: 2500 },
        { id: 'platinum', minPoints: 10000 },
      ],
      history: [{ kind: 'sport', points: 123, rewardId: null, at: '2026-11-24T10:00:00.000Z' }],
    };
    const { container } = render(<PointsPage />, { [`GET ${POINTS_PATH}`]: points });
    await act(() => vi.waitFor(() => expect(container.querySelector('[data-testid="points-balance"]')).not.toBeNull()));
    expect(container.querySelector('[data-testid="points-balance"]')?.textContent).toBe('123');
    expect(container.querySelector('[data-testid="points-level"]')?.textContent).toBe(dictionary.loyalty_level_silver);
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('12');
    expect(container.querySelector('[data-testid="points-history"]')?.textContent).toContain('+123');
  });
});
