import { describe, expect, it } from 'vitest';
import { checkAccess, type PlayerAccess } from './access-rules';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const entry = (id: string): RouteEntry => {
  const e = ROUTE_TABLE.find((r) => r.id === id);
  if (!e) throw new Error(id);
  return e;
};
const player = (over: Partial<PlayerAccess> = {}): PlayerAccess => ({
  banLevel: 0,
  banVersion: 1,
  termsPending: false,
  excluded: false,
  ...over,
});

describe('spec §4 ban guard', () => {
  it('a banned player keeps only routes flagged allowed; others go to the blocked page', () => {
    const banned = player({ banLevel: 10 });
    expect(checkAccess(entry('home'), banned, 'en')).toEqual({ kind: 'redirect', to: '/en/block' });
    expect(checkAccess(entry('slots'), banned, 'en')).toEqual({ kind: 'redirect', to: '/en/block' });
    expect(checkAccess(entry('info_about'), banned, 'en')).toEqual({ kind: 'ok' });
    expect(checkAccess(entry('office_support'), banned, 'en')).toEqual({ kind: 'ok' });
    expect(checkAccess(entry('block_appeal_history'), banned, 'en')).toEqual({ kind: 'ok' });
  });
  it('deduce is allowed only at ban level 53 (ban version 1) or 45 (otherwise)', () => {
    expect(checkAccess(entry('office_deduce'), player({ banLevel: 53, banVersion: 1 }), 'en').kind).toBe('ok');
    expect(checkAccess(entry('office_deduce'), player({ banLevel: 45, banVersion: 1 }), 'en').kind).toBe('redirect');
    expect(checkAccess(entry('office_deduce'), player({ banLevel: 45, banVersion: 2 }), 'en').kind).toBe('ok');
    expect(checkAccess(entry('office_deduce'), player({ banLevel: 53, banVersion: 2 }), 'en').kind).toBe('redirect');
  });
  it('when not banned, ban-only routes redirect home', () => {
    expect(checkAccess(entry('block_appeal_history'), player(), 'en')).toEqual({ kind: 'redirect', to: '/en' });
    expect(checkAccess(entry('block_appeal_history'), null, 'de')).toEqual({ kind: 'redirect', to: '/de' });
  });
});

describe('spec §4 terms change', () => {
  it('a player with changed terms is sent to confirm from every page (information pages stay readable)', () => {
    const p = player({ termsPending: true });
    expect(checkAccess(entry('slots'), p, 'en')).toEqual({ kind: 'redirect', to: '/en/confirm' });
    expect(checkAccess(entry('home'), p, 'en')).toEqual({ kind: 'redirect', to: '/en/confirm' });
    expect(checkAccess(entry('info_rules'), p, 'en')).toEqual({ kind: 'ok' });
    expect(checkAccess(entry('confirm'), p, 'en')).toEqual({ kind: 'ok' });
  });
  it('without changed terms the confirm page redirects to the root', () => {
    expect(checkAccess(entry('confirm'), player(), 'en')).toEqual({ kind: 'redirect', to: '/en' });
    expect(checkAccess(entry('confirm'), null, 'en')).toEqual({ kind: 'redirect', to: '/en' });
  });
});

describe('time-out and self-exclusion: the player can log in only to withdraw and see history', () => {
  it('sends an excluded player from play pages to the responsible-gaming page', () => {
    const p = player({ excluded: true });
    expect(checkAccess(entry('slots'), p, 'en')).toEqual({ kind: 'redirect', to: '/en/office/responsible' });
    expect(checkAccess(entry('home'), p, 'en')).toEqual({ kind: 'redirect', to: '/en/office/responsible' });
    for (const id of ['office_deduce', 'office_history', 'office_historypay', 'office_responsible', 'info_rules']) {
      expect(checkAccess(entry(id), p, 'en'), id).toEqual({ kind: 'ok' });
    }
  });
});
