import { describe, expect, it } from 'vitest';
import { OFFICE_SECTIONS } from '@sb/contracts';
import { checkAccess } from './access-rules';
import { ROUTE_TABLE } from './route-table';
import { routes } from './routes';

const entryOf = (path: string) => ROUTE_TABLE.find((e) => e.path === path);
const player = { banLevel: 0, banVersion: 1, termsPending: false, excluded: false };

describe('issue 13 office menu against the route table (the server cannot import the web)', () => {
  it('every office menu path is an office route of spec §2', () => {
    for (const s of OFFICE_SECTIONS) {
      const entry = entryOf(s.path);
      expect(entry, s.path).toBeDefined();
      expect(entry?.id).toBe(`office_${s.id}`);
      expect(entry?.auth).toBe(true);
    }
  });

  it('every office section of the route table is in the menu (except the dashboard and the request wizard)', () => {
    const menuPaths = new Set<string>(OFFICE_SECTIONS.map((s) => s.path));
    const missing = ROUTE_TABLE.filter((e) => e.path.startsWith('office/') && !menuPaths.has(e.path)).map((e) => e.id);
    expect(missing).toEqual(['office_payment_create_request']);
  });

  it("spec §4 ban guard and exclusion: the menu's flags agree with the access rules", () => {
    for (const s of OFFICE_SECTIONS) {
      const entry = entryOf(s.path);
      if (!entry) throw new Error(s.path);
      if (s.id !== 'deduce')
        expect(checkAccess(entry, { ...player, banLevel: 7 }, 'en').kind === 'ok', `${s.id} banned`).toBe(s.banAllowed);
      expect(checkAccess(entry, { ...player, excluded: true }, 'en').kind === 'ok', `${s.id} excluded`).toBe(
        s.excludedAllowed,
      );
    }
  });

  it('every office page renders inside the office layout (its menu is the desktop sidebar)', () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    const layout = pages.find((r) => r.id === 'office_layout');
    const inside = new Set((layout?.children ?? []).map((r) => r.id));
    const office = ROUTE_TABLE.filter((e) => e.path === 'office' || e.path.startsWith('office/')).map((e) => e.id);
    expect([...inside].sort()).toEqual([...office].sort());
    expect(pages.some((r) => r.id !== undefined && r.id !== 'office_layout' && inside.has(r.id))).toBe(false);
  });
});
