import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The shared stylesheets of the design system (feature owners keep their own files to the rule). */
const FILES = [
  '../styles.css',
  './tokens.css',
  './ui-base.css',
  './ui-shell.css',
  './ui-components.css',
  './ui-kit.css',
  './ui-pages.css',
  './ui-gallery.css',
  './coupon.css',
  './support.css',
];

/** Physical properties and values that do not follow the writing direction. */
const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right|top|bottom)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right|top|bottom)\s*:/,
  /(?:^|[\s;{])inset\s*:/,
  /(?:^|[\s;{])float\s*:\s*(?:left|right)/,
  /(?:^|[\s;{])(?:text-align|clear)\s*:\s*(?:left|right)/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
];

function declarations(file: string): { line: number; text: string }[] {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) =>
    c.replace(/[^\n]/g, ' '),
  );
  return css.split('\n').map((text, i) => ({ line: i + 1, text }));
}

describe('issue 13 RTL: the design system uses logical properties only', () => {
  it.each(FILES)('%s has no left/right/top/bottom property', (file) => {
    const found = declarations(file)
      .filter(({ text }) => PHYSICAL.some((re) => re.test(text)))
      .map(({ line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(found).toEqual([]);
  });
  it('the checker does catch a physical property', () => {
    const sample = [
      '  margin-left: 1rem;',
      '  right: 0;',
      '  inset: 0 0 0 auto;',
      '  float: left;',
      '  text-align: right;',
    ];
    for (const text of sample)
      expect(
        PHYSICAL.some((re) => re.test(text)),
        text,
      ).toBe(true);
    expect(PHYSICAL.some((re) => re.test('  margin-inline-start: 1rem;'))).toBe(false);
  });
});
