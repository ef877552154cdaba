// @vitest-environment jsdom
import { act } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, TOKEN_PATH } from '../lib/api-client';
import { useApp } from '../lib/app-context';
import { useTranslation } from '../lib/i18n';
import { apiError, dictionary, fakeServer, json, PLAYER, renderWithApp } from './render-with-app';

const api = () => createApiClient({ appVersion: () => 'test' });

describe('fakeServer: the page tests answer fetch by method and URL', () => {
  it('a path key matches with any query; a key with a query only that URL; the method must match', async () => {
    const calls = fakeServer({
      'GET /web-api/a': { a: 1 },
      'GET /web-api/b?x=1': { b: 1 },
      'POST /web-api/a': { posted: true },
    });
    expect(await api().get('/web-api/a?page=2')).toEqual({ a: 1 });
    expect(await api().get('/web-api/b?x=1')).toEqual({ b: 1 });
    await expect(api().get('/web-api/b?x=2')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(await api().post('/web-api/a', { n: 5 })).toEqual({ posted: true });
    await expect(api().delete('/web-api/a')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /web-api/a?page=2',
      'GET /web-api/b?x=1',
      'GET /web-api/b?x=2',
      'POST /web-api/a',
      'DELETE /web-api/a',
    ]);
    expect(calls[3]?.body).toEqual({ n: 5 });
    expect(calls[0]?.body).toBeNull();
  });

  it('answers the bearer token (spec §7 gettoken) unless a route overrides it, and records that call too', async () => {
    const calls = fakeServer({ 'GET /web-api/me': (c) => ({ url: c.url }) });
    expect(await api().get('/web-api/me', { auth: true })).toEqual({ url: '/web-api/me' });
    expect(calls.map((c) => c.url)).toEqual([TOKEN_PATH, '/web-api/me']);
    fakeServer({ [`GET ${TOKEN_PATH}`]: apiError(500, 'down') });
    await expect(api().get('/web-api/me', { auth: true })).rejects.toMatchObject({ status: 500, code: 'down' });
  });

  it('a Response answers every call (a copy each time); the fallback answers what no route matches', async () => {
    fakeServer({ 'GET /web-api/gone': apiError(409, 'taken') }, (c) => json({ fallback: c.url }, 201));
    for (let i = 0; i < 2; i++) {
      await expect(api().get('/web-api/gone')).rejects.toMatchObject({ status: 409, code: 'taken' });
    }
    expect(await api().get('/web-api/other')).toEqual({ fallback: '/web-api/other' });
  });

  it('refuses a route key that is not "METHOD /path"', () => {
    expect(() => fakeServer({ 'get /web-api/a': {} })).toThrow('route key "get /web-api/a" is not "METHOD /path"');
    expect(() => fakeServer({ 'GET web-api/a': {} })).toThrow(/not "METHOD \/path"/);
  });
});

function Probe() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { pathname, search } = useLocation();
  const me = useQuery({ queryKey: ['me'], queryFn: () => api().get<{ name: string }>('/web-api/me', { auth: true }) });
  return (
    <p>
      {t('page_office_rewards')}|{pathname}
      {search}|{initial.user?.login ?? 'visitor'}|{String(initial.authenticated)}|{initial.origin}|
      {me.data?.name ?? (me.isError ? 'error' : 'loading')}
    </p>
  );
}

describe('renderWithApp: a page in the app providers over the fake server', () => {
  let left: HTMLDivElement | null = null;

  it('renders with the English dictionary, at the path, as the user, with the routes answering', async () => {
    const { container, calls } = renderWithApp(<Probe />, {
      path: '/en/office/rewards?tab=1',
      user: PLAYER,
      routes: { 'GET /web-api/me': { name: 'Anna' } },
    });
    left = container;
    await act(() => vi.waitFor(() => expect(container.textContent).toContain('Anna')));
    expect(container.textContent).toBe(
      `${dictionary.page_office_rewards}|/en/office/rewards?tab=1|p100001|true|http://localhost|Anna`,
    );
    expect(calls.map((c) => c.url)).toEqual([TOKEN_PATH, '/web-api/me']);
    expect(document.body.contains(container)).toBe(true);
  });

  it('after each test the page is unmounted and removed and fetch is restored (the previous test left them)', () => {
    expect(left).not.toBeNull();
    expect(document.body.contains(left)).toBe(false);
    expect(left?.textContent).toBe('');
    expect(vi.isMockFunction(globalThis.fetch)).toBe(false);
  });

  it('a visitor by default; initial overrides; unmount() removes the page at once', async () => {
    const view = renderWithApp(<Probe />, { initial: { origin: 'https://bet.example' } });
    await act(() => vi.waitFor(() => expect(view.container.textContent).toContain('error')));
    expect(view.container.textContent).toContain('|/en|visitor|false|https://bet.example|');
    view.unmount();
    expect(document.body.contains(view.container)).toBe(false);
    view.unmount();
  });
});
