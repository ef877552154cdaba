// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PersonalDataAnswer } from '@sb/contracts';
import { dictionary, PLAYER, renderWithApp, type AppOptions } from '../../test/render-with-app';
import { PersonalDataForm } from './components/personal-data-form';
import SettingsPage from './settings-page';

let container: HTMLDivElement;
const render = (node: ReactNode, o: AppOptions = {}): void => {
  container = renderWithApp(node, { path: '/en/office/settings', user: PLAYER, ...o }).container;
};

const answer: PersonalDataAnswer = {
  data: {
    surname: 'Test',
    name: 'Anna',
    middle_name: null,
    date_birthday: '1990-05-17',
    birth_place: null,
    country_code: 'pt',
    region: null,
    city: null,
    registration_address: null,
    postcode: null,
    passport_series: null,
    passport: null,
    passport_date: null,
    passport_issuer: null,
    inn: null,
    document_type_id: null,
  },
  account: { login: 'p100001', email: 'anna@example.com', phone: null },
  profile_filled: false,
  contacts_filled: false,
  verified: false,
  locked_fields: [],
};

const serverError = new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });

function type(name: string, value: string): void {
  const el = container.querySelector(`input[name="${name}"]`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('issue 17 office/settings, spec §8 settings errors', () => {
  it('a failed load shows main_query_error and a retry', async () => {
    render(<SettingsPage />, {
      routes: { 'GET /web-api/user/gettoken?force_refresh=true': serverError },
      fallback: () => serverError,
    });
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.main_query_error)));
    expect(container.querySelector('[role="alert"] button')?.textContent).toBe(dictionary.office_retry);
  });

  it('the form shows at most 3 problems by priority, the count of the rest, each field marked; nothing is sent', () => {
    render(<PersonalDataForm answer={answer} minAge={18} countries={[]} />);
    type('name', 'Anna3');
    type('city', '%%');
    type('postcode', '!');
    type('passport', 'x');
    const form = container.querySelector('form');
    act(() => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    const items = [...container.querySelectorAll('[data-testid="office-errors"] li')].map((li) => li.textContent);
    expect(items).toEqual([
      dictionary.office_invalid_name,
      dictionary.office_invalid_city,
      dictionary.office_invalid_postcode,
    ]);
    expect(container.querySelector('[data-testid="office-errors"] p')?.textContent).toBe('and 1 more to correct');
    expect(container.querySelector('input[name="passport"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});

describe('issue 25 §6: the personal data form asks for the password; a verified identity is locked', () => {
  it('nothing is sent without the current password; with it, the save carries it', async () => {
    const saved = { ...answer, data: { ...answer.data, city: 'Porto' } };
    const app = renderWithApp(<PersonalDataForm answer={answer} minAge={18} countries={[]} />, {
      path: '/en/office/settings',
      user: PLAYER,
      routes: { 'POST /web-api/office/personal-data': saved },
    });
    container = app.container;
    type('city', 'Porto');
    const form = container.querySelector('form');
    act(() => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(container.querySelector('input[name="current_password"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(app.calls.filter((c) => c.method === 'POST')).toEqual([]);
    type('current_password', 'Secret123');
    act(() => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await act(() => vi.waitFor(() => expect(app.calls.filter((c) => c.method === 'POST')).toHaveLength(1)));
    expect(app.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ city: 'Porto', password: 'Secret123' });
  });

  it('a verified player sees the locked fields read-only and the text that says why', () => {
    render(
      <PersonalDataForm
        answer={{ ...answer, verified: true, locked_fields: ['surname', 'name', 'date_birthday', 'document_type_id'] }}
        minAge={18}
        countries={[]}
      />,
    );
    expect(container.querySelector('[data-testid="personal-data-locked"]')?.textContent).toBe(
      dictionary.office_verified_locked_hint,
    );
    expect(container.querySelector('input[name="name"]')?.hasAttribute('readonly')).toBe(true);
    expect(container.querySelector('select[name="document_type_id"]')?.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('input[name="city"]')?.hasAttribute('readonly')).toBe(false);
  });
});
