import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { htmlAttributesOf } from './preferences-store';
import { LIGHT_VERSION, lightPollMs, lightRows } from './light-version';

const light = { ...DEFAULT_PREFERENCES, flags: { ...DEFAULT_PREFERENCES.flags, lightVersion: true } };

describe('spec §3 flag light version: a lighter page for slow phones', () => {
  it('the html element carries data-light-version=1 only when the flag is on (server and client render it)', () => {
    expect(htmlAttributesOf(light)['data-light-version']).toBe('1');
    expect(htmlAttributesOf(DEFAULT_PREFERENCES)['data-light-version']).toBe('0');
  });

  it('lists show at most LIGHT_VERSION.listRows rows; the full list otherwise', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(lightRows(rows, light.flags)).toHaveLength(LIGHT_VERSION.listRows);
    expect(lightRows(rows, DEFAULT_PREFERENCES.flags)).toHaveLength(12);
  });

  it('polling is LIGHT_VERSION.pollFactor times slower', () => {
    expect(lightPollMs(10_000, light.flags)).toBe(10_000 * LIGHT_VERSION.pollFactor);
    expect(lightPollMs(10_000, DEFAULT_PREFERENCES.flags)).toBe(10_000);
  });
});
