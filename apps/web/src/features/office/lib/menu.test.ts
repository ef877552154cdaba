import { describe, expect, it } from 'vitest';
import { OFFICE_GROUPS, OFFICE_SECTIONS } from '@sb/contracts';
import { loadDictionary } from '@sb/i18n/load';
import { currentItemPath, GROUP_TITLE, initialOfficeMenu, ITEM_TITLE } from './menu';

const en: Record<string, string> = await loadDictionary('en');
const ids = (groups: ReturnType<typeof initialOfficeMenu>) => groups.flatMap((g) => g.items.map((i) => i.id));
const player = (over: Partial<{ banLevel: number; banVersion: number; excluded: boolean }> = {}) => ({
  banLevel: 0,
  banVersion: 1,
  termsPending: false,
  excluded: false,
  ...over,
});

describe('office menu grouping (issue 13: account, money, bets, bonuses, security, responsible gaming, support)', () => {
  it('a player in good standing gets every section, grouped in the issue 13 order', () => {
    const groups = initialOfficeMenu(player(), true);
    expect(groups.map((g) => g.id)).toEqual([...OFFICE_GROUPS]);
    expect(ids(groups)).toEqual(OFFICE_SECTIONS.map((s) => s.id));
    expect(groups.find((g) => g.id === 'money')?.items.map((i) => i.path)).toEqual([
      'office/account',
      'office/recharge',
      'office/deduce',
      'office/historypay',
      'office/payment/requests',
    ]);
  });

  it('spec §2: identification only when identification is enabled', () => {
    expect(ids(initialOfficeMenu(player(), false))).not.toContain('identification');
  });

  it('spec §4 ban guard: a banned player sees only what stays open; groups left empty disappear', () => {
    const groups = initialOfficeMenu(player({ banLevel: 5 }), true);
    expect(ids(groups)).toEqual(['account', 'historypay', 'payment_requests', 'history', 'support']);
    expect(groups.map((g) => g.id)).toEqual(['money', 'bets', 'support']);
    expect(ids(initialOfficeMenu(player({ banLevel: 45, banVersion: 2 }), true))).toContain('deduce');
  });

  it('an excluded player keeps withdrawing, history, limits and support', () => {
    expect(ids(initialOfficeMenu(player({ excluded: true }), true))).toEqual([
      'account',
      'deduce',
      'historypay',
      'history',
      'responsible',
      'support',
    ]);
  });

  it('every item and group has an English title (the page title labels its link)', () => {
    for (const s of OFFICE_SECTIONS) expect(en[ITEM_TITLE[s.id]]).toBeTruthy();
    for (const g of OFFICE_GROUPS) expect(en[GROUP_TITLE[g]]).toBeTruthy();
  });

  it('the open page marks its item: the longest item path the location is or starts with', () => {
    const groups = initialOfficeMenu(player(), true);
    expect(currentItemPath(groups, 'office/history')).toBe('office/history');
    expect(currentItemPath(groups, 'office/historypay')).toBe('office/historypay');
    expect(currentItemPath(groups, 'office/payment/requests/7')).toBe('office/payment/requests');
    expect(currentItemPath(groups, 'office')).toBeNull();
  });
});
