// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCE_FLAGS } from '@sb/preferences';
import { createPreferencesStore, type PreferencesStore } from '../../lib/preferences-store';
import { renderWithApp } from '../../test/render-with-app';
import { SettingsPanel } from './settings-panel';

let container: HTMLDivElement;
let store: PreferencesStore;

beforeEach(() => {
  store = createPreferencesStore(structuredClone(DEFAULT_PREFERENCES), false);
});

function renderPanel(): void {
  container = renderWithApp(<SettingsPanel onClose={() => undefined} />, {
    path: '/en/',
    preferences: store,
  }).container;
}

const selectNamed = (name: string): HTMLSelectElement => {
  const el = container.querySelector(`select[name="${name}"]`);
  if (!(el instanceof HTMLSelectElement)) throw new Error(`no select ${name}`);
  return el;
};

function choose(name: string, value: string): void {
  const el = selectNamed(name);
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('spec §3 Global preferences in the settings panel', () => {
  it('coefIndicationType: arrow and colour, colour only, none; choosing one stores it', () => {
    renderPanel();
    const options = [...selectNamed('coefIndicationType').options].map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['0', 'Arrow and colour'],
      ['1', 'Colour only'],
      ['2', 'None'],
    ]);
    choose('coefIndicationType', '1');
    expect(store.get().coefIndicationType).toBe(1);
    choose('coefIndicationType', '2');
    expect(store.get().coefIndicationType).toBe(2);
    expect(selectNamed('coefIndicationType').value).toBe('2');
  });

  it('marketsNameType: full or short; choosing one stores it', () => {
    renderPanel();
    expect([...selectNamed('marketsNameType').options].map((o) => o.text)).toEqual(['Full', 'Short']);
    choose('marketsNameType', '1');
    expect(store.get().marketsNameType).toBe(1);
    choose('marketsNameType', '0');
    expect(store.get().marketsNameType).toBe(0);
  });

  it('every 0/1 flag is still listed and toggles its preference', () => {
    renderPanel();
    for (const flag of PREFERENCE_FLAGS) {
      const box = container.querySelector(`input[type="checkbox"][name="${flag}"]`);
      expect(box, flag).toBeInstanceOf(HTMLInputElement);
    }
    const light = container.querySelector<HTMLInputElement>('input[name="lightVersion"]');
    act(() => light?.click());
    expect(store.get().flags.lightVersion).toBe(true);
  });
});
