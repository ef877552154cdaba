// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BRING_FRIEND_PATH, type BringFriendAnswer } from '@sb/contracts';
import { dictionary, renderWithApp, type AppOptions } from '../../test/render-with-app';
import BringFriendPage from './bringfriend-page';
import BonusPartnerPage from './bonus-partner-page';
import { ReferralTagKeeper } from './referral-tag-keeper';

let container: HTMLDivElement;
function render(
  node: ReactNode,
  authenticated = true,
  path = '/en/office/bringfriend',
  server: Pick<AppOptions, 'routes' | 'fallback'> = {},
) {
  const view = renderWithApp(node, {
    path,
    user: authenticated ? { id: 42, login: 'p42' } : null,
    initial: { origin: 'https://bet.example' },
    ...server,
  });
  container = view.container;
  return view;
}

const answer: BringFriendAnswer = {
  refId: 42,
  terms: {
    currency: 'EUR',
    qualifyingDepositMinor: '1000',
    rewardMinor: '1000',
    wageringMultiplier: 5,
    minOdds: 1.5,
    validityDays: 30,
  },
  totals: { invited: 2, deposited: 1, qualified: 1, rewardsMinor: '1000' },
  friends: [
    {
      name: 'An***a',
      registeredAt: '2026-11-24T10:00:00.000Z',
      status: 'qualified',
      qualifiedAt: '2026-11-24T11:00:00.000Z',
      rewardMinor: '1000',
      rewardCurrency: 'EUR',
    },
    {
      name: '12***9',
      registeredAt: '2026-11-23T10:00:00.000Z',
      status: 'registered',
      qualifiedAt: null,
      rewardMinor: null,
      rewardCurrency: null,
    },
  ],
};

describe('issue 16 office/bringfriend and bonus-partner pages', () => {
  it('bringfriend: the personal link with bf_id, the terms, each friend’s progress and reward, the totals', async () => {
    render(<BringFriendPage />, true, '/en/office/bringfriend', { routes: { [`GET ${BRING_FRIEND_PATH}`]: answer } });
    await act(() => vi.waitFor(() => expect(container.textContent).toContain('An***a')));
    expect((container.querySelector('[data-testid="referral-link"]') as HTMLInputElement).value).toBe(
      'https://bet.example/?bf_id=42',
    );
    expect(container.querySelector('[data-testid="referral-terms"]')?.textContent).toContain('10.00 EUR');
    const rows = [...container.querySelectorAll('[data-testid="referral-friend"]')];
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['qualified', 'registered']);
    expect(rows[0]?.textContent).toContain(dictionary.referral_status_qualified);
    expect(rows[0]?.textContent).toContain('10.00 EUR');
    expect(container.querySelector('[data-testid="referral-stat-qualified"]')?.textContent).toBe('1');
  });

  it('bonus-partner: the programme and amounts for everyone; a logged-out visitor is asked to log in, no call', async () => {
    render(<BonusPartnerPage />, false, '/en/bonus-partner', { fallback: () => answer });
    expect(container.textContent).toContain(dictionary.partner_step_reward);
    expect(container.querySelector('[data-testid="partner-amounts"]')?.textContent).toContain('1000.00 RUB');
    expect(container.textContent).toContain(dictionary.partner_login);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('spec §4 referral-tag step on client navigation: a tagged query is posted once; other queries are not', async () => {
    let go: ((to: string) => void) | undefined;
    function Nav() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return <ReferralTagKeeper />;
    }
    const { calls } = render(<Nav />, false, '/en?bf_id=5', { fallback: () => ({ cookies: ['bf_id'] }) });
    const posted = () => calls.map((c) => c.body);
    // The page load's query is the server's (the SSR handler set its cookies).
    expect(posted()).toEqual([]);
    await act(async () => go?.('/en/slots?page=2'));
    await act(async () => go?.('/en/slots?bf_id=7'));
    await act(() => vi.waitFor(() => expect(posted()).toEqual([{ search: '?bf_id=7' }])));
  });
});
