// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import type { CouponBoostCheckAnswer } from '@sb/contracts';
import { ApiError } from '../../../lib/api-client';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import { isCheckableCode, promoBoostNote } from '../lib/promo-boost';
import { PromoCodeField } from './promo-code-field';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let dictionary: Dictionary;
let container: HTMLDivElement;
let root: Root;
beforeAll(async () => {
  dictionary = await loadDictionary('en');
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const answer = (usable: boolean, reason: string | null = null): CouponBoostCheckAnswer => ({
  boost: {
    id: 1,
    code: 'SPRING',
    name: 'Spring',
    percent: 20,
    capMinor: '5000',
    currency: 'EUR',
    minOdds: 1.5,
    couponTypes: [],
    expiresAt: '2026-06-01T00:00:00.000Z',
  },
  usable,
  reason,
});

function Harness({ check }: { check: (code: string) => Promise<CouponBoostCheckAnswer> }) {
  const [code, setCode] = useState('spring');
  return (
    <I18nProvider i18n={createI18n('en', dictionary)}>
      <PromoCodeField
        code={code}
        currency={{ iso: 'EUR', symbol: '€', exponent: 2 }}
        onChange={setCode}
        check={check}
      />
    </I18nProvider>
  );
}

const click = async () => {
  await act(async () => {
    container.querySelector<HTMLButtonElement>('[data-testid="coupon-promo-check"]')?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('issue 16 coupon boost on the coupon: the promo code field', () => {
  it('shows "+20 % promo boost" and the cap when the server says the code boosts a coupon', async () => {
    const asked: string[] = [];
    act(() =>
      root.render(
        <Harness
          check={async (code) => {
            asked.push(code);
            return answer(true);
          }}
        />,
      ),
    );
    await click();
    expect(asked).toEqual(['spring']);
    const note = container.querySelector('[data-testid="coupon-promo-boost"]');
    expect(note?.textContent).toContain('+20 % promo boost');
    expect(note?.textContent).toContain('50.00\u00a0€');
  });

  it('shows the refusal text: a used code, and an unknown code (the server error title)', async () => {
    act(() => root.render(<Harness check={async () => answer(false, 'promo_code_used')} />));
    await click();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('You have already used this promo code.');
    act(() =>
      root.render(
        <Harness
          check={async () => {
            throw new ApiError([
              { status: 404, code: 'promo_code_unknown', title: 'bet_error_promo_code_unknown', detail: '' },
            ]);
          }}
        />,
      ),
    );
    await click();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('This promo code does not exist.');
  });

  it('checks only codes the server can read; a refused answer maps to its bet_error key', () => {
    expect(isCheckableCode('ab')).toBe(false);
    expect(isCheckableCode('SPRING-1')).toBe(true);
    expect(isCheckableCode('no spaces')).toBe(false);
    expect(promoBoostNote(answer(false, 'promo_code_expired'))).toEqual({
      kind: 'refused',
      key: 'bet_error_promo_code_expired',
    });
    expect(promoBoostNote(answer(true))).toEqual({ kind: 'boost', percent: 20, capMinor: '5000' });
  });
});
