import { createRequire } from 'node:module';
import { randomInt } from 'node:crypto';

/**
 * The captcha picture (issue 11 §5): nothing in its markup names a character. svg-captcha turns
 * each character into the outline of a glyph of its bundled font; that alone still leaves a
 * fingerprint, because every glyph keeps its font's sequence of line and curve commands. So the
 * outlines are redrawn here: each glyph turned and scaled on its own, the whole line bent by a
 * wave, every segment rewritten as a cubic curve and some cut in two at random, and glyph-like
 * filled fragments and strokes laid over them. Reading it means rendering and recognising shapes.
 */

/** What the picture needs of svg-captcha: its renderer of a given text (the package's export). */
type RenderText = (text: string, options: { width: number; height: number; fontSize: number; noise: number }) => string;
const renderText = createRequire(import.meta.url)('svg-captcha') as RenderText;

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
/** Characters a player cannot mistake for one another (no 0/O, 1/I/L, 2/Z, 8/B, S/5, G/6). */
export const CAPTCHA_GLYPHS = 'ACDEFHJKMNPRTUVWXY345679';
export const CAPTCHA_LENGTH = 5;

/** A random number in [0, 1). Injectable so a test can draw the same picture twice. */
export type Rand = () => number;
export const cryptoRand: Rand = () => randomInt(2 ** 47) / 2 ** 47;

export function captchaText(rand: Rand = cryptoRand): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_GLYPHS[Math.floor(rand() * CAPTCHA_GLYPHS.length)];
  return text;
}

interface Pt {
  x: number;
  y: number;
}
/** A cubic Bézier segment from the previous point. */
interface Seg {
  c1: Pt;
  c2: Pt;
  to: Pt;
}
interface Contour {
  start: Pt;
  segs: Seg[];
}

const lerp = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Parses the absolute M/L/Q/C/Z path data of a glyph outline into cubic contours. */
export function parseOutline(d: string): Contour[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
  const contours: Contour[] = [];
  let i = 0;
  let current: Contour | null = null;
  let at: Pt = { x: 0, y: 0 };
  const num = () => Number(tokens[i++]);
  const pt = (): Pt => ({ x: num(), y: num() });
  const line = (to: Pt) => current?.segs.push({ c1: lerp(at, to, 1 / 3), c2: lerp(at, to, 2 / 3), to });
  while (i < tokens.length) {
    const cmd = (tokens[i++] ?? '').toUpperCase();
    if (cmd === 'M') {
      at = pt();
      current = { start: at, segs: [] };
      contours.push(current);
    } else if (cmd === 'L') {
      const to = pt();
      line(to);
      at = to;
    } else if (cmd === 'Q') {
      const q = pt();
      const to = pt();
      current?.segs.push({ c1: lerp(at, q, 2 / 3), c2: lerp(to, q, 2 / 3), to });
      at = to;
    } else if (cmd === 'C') {
      const c1 = pt();
      const c2 = pt();
      const to = pt();
      current?.segs.push({ c1, c2, to });
      at = to;
    } else if (cmd === 'Z' && current) {
      if (at.x !== current.start.x || at.y !== current.start.y) line(current.start);
      at = current.start;
    }
  }
  return contours.filter((c) => c.segs.length > 0);
}

/** De Casteljau: one cubic segment as two, cut at t. */
function split(from: Pt, s: Seg, t: number): [Seg, Seg] {
  const a = lerp(from, s.c1, t);
  const b = lerp(s.c1, s.c2, t);
  const c = lerp(s.c2, s.to, t);
  const ab = lerp(a, b, t);
  const bc = lerp(b, c, t);
  const mid = lerp(ab, bc, t);
  return [
    { c1: a, c2: ab, to: mid },
    { c1: bc, c2: c, to: s.to },
  ];
}

function mapContour(c: Contour, f: (p: Pt) => Pt): Contour {
  return { start: f(c.start), segs: c.segs.map((s) => ({ c1: f(s.c1), c2: f(s.c2), to: f(s.to) })) };
}

/** Cuts some segments in two, so the number of commands says nothing about the glyph. */
function reslice(c: Contour, rand: Rand): Contour {
  const segs: Seg[] = [];
  let from = c.start;
  for (const s of c.segs) {
    if (rand() < 0.4) segs.push(...split(from, s, 0.3 + rand() * 0.4));
    else segs.push(s);
    from = s.to;
  }
  return { start: c.start, segs };
}

/** Numbers with two decimals and spaces between tokens: no run of five letters or digits. */
const n = (v: number) => (Math.abs(v) < 0.005 ? '0.00' : v.toFixed(2));
const p = (q: Pt) => `${n(q.x)} ${n(q.y)}`;
function pathData(contours: Contour[]): string {
  return contours
    .map((c) => `M ${p(c.start)} ${c.segs.map((s) => `C ${p(s.c1)} ${p(s.c2)} ${p(s.to)}`).join(' ')} Z`)
    .join(' ');
}

const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);
const ink = (rand: Rand, lightness: [number, number]) => {
  const h = rand() * 360;
  const s = between(rand, 0.35, 0.65);
  const l = between(rand, lightness[0], lightness[1]);
  // HSL → RGB, written as rgb(): hex colours would spell letters.
  const k = (m: number) => (m + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (m: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(m) - 3, 9 - k(m), 1))));
  return `rgb(${f(0)},${f(8)},${f(4)})`;
};

function shuffle<T>(items: T[], rand: Rand): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A small closed blob drawn like a glyph part (a filled path of cubic curves). */
function fragment(rand: Rand): Contour {
  const cx = between(rand, 8, CAPTCHA_WIDTH - 8);
  const cy = between(rand, 6, CAPTCHA_HEIGHT - 6);
  const r = between(rand, 1.5, 4);
  const k = 3 + Math.floor(rand() * 3);
  const pts = Array.from({ length: k }, (_, i) => {
    const a = (i / k) * 2 * Math.PI;
    const rr = r * between(rand, 0.6, 1.3);
    return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
  });
  const start = pts[0] as Pt;
  return {
    start,
    segs: pts.map((_, i) => {
      const from = pts[i] as Pt;
      const to = pts[(i + 1) % k] as Pt;
      const bulge = (q: Pt) => ({ x: q.x + between(rand, -1.5, 1.5), y: q.y + between(rand, -1.5, 1.5) });
      return { c1: bulge(lerp(from, to, 1 / 3)), c2: bulge(lerp(from, to, 2 / 3)), to };
    }),
  };
}

/** The SVG of a challenge for `text` (upper-case characters of CAPTCHA_GLYPHS). */
export function drawCaptcha(text: string, rand: Rand = cryptoRand): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const source = renderText(text, { width: w, height: h, fontSize: 50, noise: 0 });
  const glyphs = [...source.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => parseOutline(m[1] ?? ''));
  // One wave bends the whole line, so the glyphs also lose their straight baseline.
  const amp = between(rand, 2, 4);
  const len = between(rand, 50, 90);
  const phase = rand() * 2 * Math.PI;
  const wave = (q: Pt): Pt => ({
    x: q.x + 1.2 * Math.sin(q.y / 7 + phase),
    y: q.y + amp * Math.sin((2 * Math.PI * q.x) / len + phase),
  });
  const parts: string[] = [];
  for (const outline of glyphs) {
    const all = outline.flatMap((c) => [c.start, ...c.segs.map((s) => s.to)]);
    const cx = all.reduce((s, q) => s + q.x, 0) / Math.max(1, all.length);
    const cy = all.reduce((s, q) => s + q.y, 0) / Math.max(1, all.length);
    const angle = (between(rand, -22, 22) * Math.PI) / 180;
    const scale = between(rand, 0.85, 1.1);
    const skew = between(rand, -0.2, 0.2);
    const turn = (q: Pt): Pt => {
      const dx = (q.x - cx) * scale + skew * (q.y - cy);
      const dy = (q.y - cy) * scale;
      return wave({
        x: cx + dx * Math.cos(angle) - dy * Math.sin(angle),
        y: cy + dx * Math.sin(angle) + dy * Math.cos(angle),
      });
    };
    const contours = shuffle(
      outline.map((c) => reslice(mapContour(c, turn), rand)),
      rand,
    );
    parts.push(`<path fill="${ink(rand, [0.22, 0.42])}" d="${pathData(contours)}"/>`);
  }
  for (let i = 0; i < 10; i++) {
    parts.push(`<path fill="${ink(rand, [0.3, 0.6])}" d="${pathData([reslice(fragment(rand), rand)])}"/>`);
  }
  for (let i = 0; i < 3; i++) {
    const y = () => n(between(rand, 4, h - 4));
    parts.push(
      `<path fill="none" stroke="${ink(rand, [0.3, 0.55])}" stroke-width="${n(between(rand, 0.8, 1.6))}" d="M ${n(between(rand, 0, 20))} ${y()} C ${n(between(rand, 30, 70))} ${y()} ${n(between(rand, 90, 130))} ${y()} ${n(between(rand, 140, w))} ${y()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="100%" height="100%" fill="rgb(241,244,248)"/>${shuffle(parts, rand).join('')}</svg>`;
}
