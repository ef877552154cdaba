import { describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import { ROUTE_TABLE } from './route-table';
import { SYSTEM_PAGES } from '../features/pages/system-page';

describe('spec §4 blocking: every block reason page says what happened', () => {
  const blocked = ROUTE_TABLE.filter((r) => r.layout === 'blocked');

  it('each blocked-layout route has its own title and its own text (never one generic "restricted")', async () => {
    const en = await loadDictionary('en');
    expect(blocked.map((r) => r.id).sort()).toEqual(
      ['block', 'block_ie', 'block_ua', 'coming_soon', 'site_updates', 'suspension'].sort(),
    );
    const texts = blocked.map((r) => SYSTEM_PAGES[r.id]?.text);
    expect(texts.every((k) => k !== undefined && en[k].length > 40)).toBe(true);
    expect(new Set(texts).size).toBe(blocked.length);
  });
});
