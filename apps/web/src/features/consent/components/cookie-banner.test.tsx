// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OptionalCookieType } from '@sb/contracts';
import type { Dictionary } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import { hasConsent, writeConsent } from '../lib/consent';
import CookieBanner from './cookie-banner';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let dictionary: Dictionary;
let container: HTMLDivElement;
let root: Root;
let chosen: OptionalCookieType[][];

const clearConsent = () => {
  document.cookie = 'cookies_agree_type=; Path=/; Max-Age=0';
};

beforeAll(async () => {
  dictionary = await loadDictionary('en');
});
beforeEach(() => {
  clearConsent();
  chosen = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <I18nProvider i18n={createI18n('en', dictionary)}>
        <CookieBanner
          openSettings={false}
          onChoose={(choice) => {
            chosen.push(choice);
            writeConsent(choice, new Date(0), false);
          }}
        />
      </I18nProvider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  clearConsent();
});

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('spec §4 cookie consent banner', () => {
  it('new visitors see a named region with real buttons (keyboard reachable), and nothing is allowed yet', () => {
    const region = container.querySelector('section[aria-labelledby="consent-title"]');
    expect(region?.querySelector('#consent-title')?.textContent).toBe('Cookies on this site');
    expect([...container.querySelectorAll('button')].map((b) => [b.textContent, b.type])).toEqual([
      ['Accept all', 'button'],
      ['Necessary only', 'button'],
      ['Settings', 'button'],
    ]);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('"Accept all" saves all in cookies_agree_type and the banner goes; hasConsent answers yes (spec §5)', () => {
    act(() => button('Accept all').click());
    expect(chosen).toEqual([['functional', 'analytics', 'marketing']]);
    expect(document.cookie).toContain('cookies_agree_type=all');
    expect(container.querySelector('[data-testid="consent-banner"]')).toBeNull();
    expect(hasConsent('marketing')).toBe(true);
  });

  it('"Necessary only" saves disabled: no functional, analytics or marketing cookies (spec §5)', () => {
    act(() => button('Necessary only').click());
    expect(document.cookie).toContain('cookies_agree_type=disabled');
    for (const t of ['functional', 'analytics', 'marketing'] as const) expect(hasConsent(t)).toBe(false);
  });
});
