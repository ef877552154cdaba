/**
 * WCAG 2.2 contrast arithmetic and a small reader of the colour tokens in tokens.css, so the
 * palette is checked by a test instead of by eye.
 */

export type Theme = 'light' | 'dark';
export type Tokens = ReadonlyMap<string, string>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance of an sRGB hex colour (WCAG 2.2, "relative luminance"). */
export function luminance(hex: string): number {
  const m = HEX.exec(hex);
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio (1..21) of two colours, order-independent. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/**
 * The custom properties of every top-level rule whose selector list names `selector` exactly,
 * in source order (a later rule overrides an earlier one, as in the cascade). Rules nested in
 * @media blocks are skipped: they hold no colours.
 */
function declarations(css: string, selector: string): Map<string, string> {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const out = new Map<string, string>();
  for (const rule of flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (rule[1] ?? '').split(',').map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    for (const m of (rule[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      if (m[1] && m[2]) out.set(m[1], m[2].trim());
    }
  }
  if (out.size === 0) throw new Error(`no rule for ${selector}`);
  return out;
}

/** The tokens of a theme: the light rules, with the dark rules' overrides on top for 'dark'. */
export function themeTokens(css: string, theme: Theme): Tokens {
  const base = declarations(css, ':root');
  if (theme === 'light') return base;
  return new Map([...base, ...declarations(css, "[data-theme='dark']")]);
}

/** A colour token's hex value, following var() references; throws on anything else. */
export function resolveColour(tokens: Tokens, name: string, seen: string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`unknown token ${name}`);
  if (HEX.test(value)) return value;
  const ref = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!ref || seen.includes(ref)) throw new Error(`${name} is not a hex colour or a var(): ${value}`);
  return resolveColour(tokens, ref, [...seen, name]);
}
