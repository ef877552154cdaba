// @vitest-environment jsdom
import { act } from 'react';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BonusOffersAnswer, SiteConfig } from '@sb/contracts';
import { dictionary, renderWithApp, type AppView, type Call, type Reply } from '../../test/render-with-app';
import { isHomePath, welcomeKeys, WelcomeModals, welcomeStage } from './overlays';

let container: HTMLDivElement;
let view: AppView;
const USER = 100_001;

beforeAll(() => {
  // jsdom has no modal dialogs: open and close are enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  window.localStorage.clear();
});

const offers = (o: Partial<BonusOffersAnswer> = {}): BonusOffersAnswer => ({
  choice: 0,
  hasDeposit: false,
  firstDepositBonus: null,
  offers: [
    {
      id: 1,
      name: 'Sport welcome',
      kind: 'first_deposit',
      product: 'sport',
      percent: 100,
      capMinor: '10000',
      fixedAmountMinor: null,
      wageringMultiplier: 5,
      minOdds: 1.5,
      validityDays: 30,
      maxConversionMinor: null,
    },
    {
      id: 2,
      name: 'Casino welcome',
      kind: 'first_deposit',
      product: 'casino',
      percent: 50,
      capMinor: null,
      fixedAmountMinor: null,
      wageringMultiplier: 8,
      minOdds: null,
      validityDays: 14,
      maxConversionMinor: null,
    },
  ],
  ...o,
});

/** The answer of the fake server to every call but the token's (it outlives a rerender). */
let answer: (call: Call) => Reply;

function serve(offered: BonusOffersAnswer): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  answer = ({ url, method, body }) => {
    calls.push({ url, body });
    return method === 'POST' ? { success: true } : offered;
  };
  return calls;
}

function render(path: string, config: { enabled: boolean; variant: number }) {
  view = renderWithApp(<WelcomeModals />, {
    path,
    user: { id: USER, login: 'p100001' },
    fallback: answer,
    initial: {
      config: {
        isWelcomeModalEnabled: config.enabled,
        firstDepositModalVariant: config.variant,
      } as unknown as SiteConfig,
    },
  });
  container = view.container;
}
const rerender = (path: string, config: { enabled: boolean; variant: number }) => {
  view.unmount();
  render(path, config);
};
const modal = (id: string) => container.querySelector(`[data-testid="${id}"]`);
const flush = () => act(() => new Promise((r) => setTimeout(r, 20)));
/** Lets React and the fake server run between checks (an act scope around a wait would hold renders back). */
async function until(check: () => void, tries = 200): Promise<void> {
  for (let i = 0; ; i++) {
    await flush();
    try {
      check();
      return;
    } catch (err) {
      if (i >= tries) throw err;
    }
  }
}
const waitModal = (id: string) => until(() => expect(modal(id)).not.toBeNull());

describe('spec §4 Welcome and first-deposit modals', () => {
  it('the rule: welcome once by stored flag; the first-deposit modal only on the home page, only if not shown before (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(true, false, undefined),
        (w, d, home, dep) => {
          const stage = welcomeStage({ welcomeShown: w, depositShown: d, onHome: home, hasDeposit: dep });
          if (!w) return stage === 'welcome';
          if (stage === 'deposit') return home && !d && dep === false;
          return stage === null && !(home && !d && dep === false);
        },
      ),
    );
    expect(isHomePath('/en')).toBe(true);
    expect(isHomePath('/de/')).toBe(true);
    expect(isHomePath('/en/line')).toBe(false);
  });

  it('on the home page: the welcome modal with the real offers, then the first-deposit modal variant 2 with a choice; neither again', async () => {
    const calls = serve(offers());
    render('/en', { enabled: true, variant: 2 });
    await waitModal('welcome-modal');
    await until(() => expect(modal('welcome-offers')?.textContent).toContain('Casino welcome'));
    expect(modal('welcome-offers')?.textContent).toContain('100% of the deposit up to 100.00');
    act(() => (modal('welcome-modal')?.querySelector('button') as HTMLButtonElement).click());
    expect(window.localStorage.getItem(welcomeKeys(USER).welcome)).toBe('1');
    await waitModal('first-deposit-modal-2');
    const choose = modal('first-deposit-offers')?.querySelectorAll('button') ?? [];
    expect(choose).toHaveLength(2);
    act(() => (choose[1] as HTMLButtonElement).click());
    await until(() =>
      expect(calls.some((c) => JSON.stringify(c.body) === '{"id":"first_deposit_bonus_type","value":2}')).toBe(true),
    );
    const close = [...(modal('first-deposit-modal-2')?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === dictionary.shell_close,
    );
    act(() => close?.click());
    expect(window.localStorage.getItem(welcomeKeys(USER).deposit)).toBe('1');
    expect(modal('first-deposit-modal-2')).toBeNull();
    rerender('/en', { enabled: true, variant: 2 });
    await flush();
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('variant 1 shows the offer of the chosen product; away from the home page only the welcome modal shows', async () => {
    serve(offers({ choice: 2 }));
    window.localStorage.setItem(welcomeKeys(USER).welcome, '1');
    render('/en/line', { enabled: true, variant: 1 });
    await flush();
    expect(container.querySelector('dialog')).toBeNull();
    rerender('/en', { enabled: true, variant: 1 });
    await waitModal('first-deposit-modal-1');
    await until(() => expect(modal('first-deposit-offer')?.textContent).toContain('Casino welcome'));
    expect(modal('first-deposit-modal-1')?.querySelector('a')?.getAttribute('href')).toBe('/en/office/recharge');
  });

  it('not when the site config leaves them off, and no first-deposit modal after a deposit', async () => {
    const calls = serve(offers({ hasDeposit: true }));
    render('/en', { enabled: false, variant: 1 });
    await flush();
    expect(container.querySelector('dialog')).toBeNull();
    expect(calls).toEqual([]);
    window.localStorage.setItem(welcomeKeys(USER).welcome, '1');
    rerender('/en', { enabled: true, variant: 1 });
    await flush();
    await flush();
    expect(calls.length).toBeGreaterThan(0);
    expect(container.querySelector('dialog')).toBeNull();
  });
});
