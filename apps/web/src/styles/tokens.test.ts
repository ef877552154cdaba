import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, resolveColour, themeTokens, type Theme } from './contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** WCAG 2.2 AA: 1.4.3 text 4.5:1; 1.4.11 control boundaries and focus indicators 3:1. */
const TEXT = 4.5;
const UI = 3;

/** Every foreground drawn on every background it meets somewhere in the site's stylesheets. */
const PAIRS: readonly (readonly [fg: string, bg: string, min: number])[] = [
  ...['--color-bg', '--color-surface', '--color-surface-2', '--color-surface-3'].map(
    (bg) => ['--color-text', bg, TEXT] as const,
  ),
  ...['--color-bg', '--color-surface', '--color-surface-2'].flatMap((bg) => [
    ['--color-text-muted', bg, TEXT] as const,
    ['--color-brand', bg, TEXT] as const,
    ['--color-danger', bg, TEXT] as const,
    ['--color-success', bg, TEXT] as const,
    ['--color-border-strong', bg, UI] as const,
    ['--color-focus', bg, UI] as const,
  ]),
  // Bet-slip legs sit on surface-2; history cards on surface.
  ...['--color-surface', '--color-surface-2'].flatMap((bg) => [
    ['--color-live', bg, TEXT] as const,
    ['--color-odds-up', bg, TEXT] as const,
    ['--color-odds-down', bg, TEXT] as const,
  ]),
  ['--color-brand', '--color-info-bg', UI],
  ['--color-success', '--color-success-bg', UI],
  ['--color-on-brand', '--color-brand', TEXT],
  ['--color-on-accent', '--color-accent', TEXT],
  ['--color-on-danger', '--color-danger', TEXT],
  ['--color-accent', '--color-surface', UI],
  ['--color-warning-text', '--color-warning-bg', TEXT],
  ['--color-text', '--color-warning-bg', TEXT],
  ['--color-text', '--color-danger-bg', TEXT],
  ['--color-danger', '--color-danger-bg', TEXT],
  ['--color-text', '--color-success-bg', TEXT],
  ['--color-text', '--color-info-bg', TEXT],
  ['--color-header-text', '--color-header-bg', TEXT],
  ['--color-header-text', '--color-header-hover', TEXT],
  ['--color-header-muted', '--color-header-bg', TEXT],
  ['--color-header-active', '--color-header-bg', TEXT],
  ['--color-header-active', '--color-header-hover', TEXT],
  ['--color-odds-text', '--color-odds-bg', TEXT],
  ['--color-odds-text', '--color-odds-hover', TEXT],
  ['--color-odds-label', '--color-odds-bg', TEXT],
  ['--color-odds-up', '--color-odds-bg', TEXT],
  ['--color-odds-down', '--color-odds-bg', TEXT],
  ['--color-odds-selected-text', '--color-odds-selected-bg', TEXT],
];

describe.each<Theme>(['light', 'dark'])('issue 13 / WCAG 2.2 AA: %s theme', (theme) => {
  const tokens = themeTokens(css, theme);
  it.each(PAIRS.map(([fg, bg, min]) => ({ fg, bg, min })))('$fg on $bg ≥ $min:1', ({ fg, bg, min }) => {
    const ratio = contrastRatio(resolveColour(tokens, fg), resolveColour(tokens, bg));
    expect(ratio, `${fg} on ${bg} in ${theme}`).toBeGreaterThanOrEqual(min);
  });
});

describe('issue 13 / WCAG 2.2 AA: the contrast arithmetic', () => {
  it('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0a58ca', '#0a58ca')).toBe(1);
  });
  it('matches a known mid-grey value (#767676 on white is the 4.54:1 AA threshold colour)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('dark overrides light and var() references resolve', () => {
    const dark = themeTokens(css, 'dark');
    expect(resolveColour(dark, '--color-bg')).not.toBe(resolveColour(themeTokens(css, 'light'), '--color-bg'));
    expect(resolveColour(dark, '--color-odds-selected-bg')).toBe(resolveColour(dark, '--color-accent'));
  });
  it('rejects a token that is not a colour', () => {
    expect(() => resolveColour(themeTokens(css, 'light'), '--radius-md')).toThrow(/not a hex colour/);
  });
});
