// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VIP_CASHBACK_PATH, type VipCashbackAnswer } from '@sb/contracts';
import { dictionary, PLAYER, renderWithApp } from '../../test/render-with-app';
import PremiumCashbackPage from './premium-cashback-page';
import VipCashbackPage from './vip-cashback-page';

const render = (node: ReactNode, body: VipCashbackAnswer) =>
  renderWithApp(node, {
    path: '/en/office/casino/vipcashback',
    user: PLAYER,
    routes: { [`GET ${VIP_CASHBACK_PATH}`]: body },
  });

const rates = (f: (i: number) => number) =>
  (['bronze', 'silver', 'gold', 'platinum'] as const).map((level, i) => ({
    level,
    percent: f(i),
    capMinor: String(10_000 * (i + 1)),
  }));
const answer = (level: VipCashbackAnswer['level'], extra: Partial<VipCashbackAnswer> = {}): VipCashbackAnswer => ({
  currency: 'EUR',
  level,
  earnedInPeriod: 600,
  lastPeriod: {
    start: '2026-11-16T00:00:00.000Z',
    end: '2026-11-23T00:00:00.000Z',
    level: 'silver',
    vipPaidMinor: '1250',
    premiumPaidMinor: '0',
  },
  programmes: [{ id: 7, name: 'Casino VIP cashback', rates: rates((i) => [10, 12.5, 15, 20][i] ?? 0) }],
  premium: {
    qualifies: level === 'gold' || level === 'platinum',
    minLevel: 'gold',
    pointsNeeded: level === 'gold' || level === 'platinum' ? 0 : 1_900,
    rates: rates((i) => [5, 8][i - 2] ?? 0).slice(2),
  },
  ...extra,
});
const rowOf = (container: Element) => (level: string) => container.querySelector(`[data-testid="rate-${level}"]`);

describe('issue 16 cashback by VIP level: office/casino/vipcashback and premiumcashback pages', () => {
  it('the VIP page shows the level, every level rate with the player row highlighted, and last week payment', async () => {
    const { container } = render(<VipCashbackPage />, answer('silver'));
    const row = rowOf(container);
    await act(() => vi.waitFor(() => expect(row('silver')).not.toBeNull()));
    expect(container.querySelector('[data-testid="vip-level"]')?.textContent).toContain('Silver');
    expect(row('silver')?.getAttribute('aria-current')).toBe('true');
    expect(row('silver')?.className).toContain('vip-cashback__mine');
    expect(row('gold')?.getAttribute('aria-current')).toBeNull();
    expect(row('gold')?.textContent).toContain('15 %');
    expect(row('platinum')?.textContent).toContain('400.00 EUR');
    expect(container.querySelector('caption')?.textContent).toBe('Casino VIP cashback');
    expect(container.querySelector('[data-testid="last-payment"]')?.textContent).toContain('12.50 EUR');
  });

  it('without a casino cashback programme the VIP page says so and links to the promotions', async () => {
    const { container } = render(<VipCashbackPage />, answer('bronze', { programmes: [] }));
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.vipcb_none)));
    expect(container.querySelector('a[href="/en/bonuses"]')?.textContent).toBe(dictionary.vipcb_see_promotions);
  });

  it('the premium page tells a Silver player what is needed, and a Platinum player that they qualify', async () => {
    const silver = render(<PremiumCashbackPage />, answer('silver'));
    let container = silver.container;
    let row = rowOf(container);
    await act(() => vi.waitFor(() => expect(container.querySelector('[data-testid="premium-status"]')).not.toBeNull()));
    expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toContain('1900');
    expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toContain('Gold');
    expect(row('bronze')).toBeNull();
    expect(row('gold')?.getAttribute('aria-current')).toBeNull();
    silver.unmount();
    container = render(
      <PremiumCashbackPage />,
      answer('platinum', {
        lastPeriod: { ...answer('platinum').lastPeriod, level: 'platinum', premiumPaidMinor: '800' },
      }),
    ).container;
    row = rowOf(container);
    await act(() =>
      vi.waitFor(() =>
        expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toBe(
          dictionary.premcb_qualifies,
        ),
      ),
    );
    expect(row('platinum')?.getAttribute('aria-current')).toBe('true');
    expect(row('platinum')?.textContent).toContain('8 %');
    expect(container.querySelector('[data-testid="last-payment"]')?.textContent).toContain('8.00 EUR');
  });
});
