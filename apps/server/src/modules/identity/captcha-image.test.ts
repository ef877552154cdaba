import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_GLYPHS, CAPTCHA_LENGTH, captchaText, drawCaptcha, parseOutline, type Rand } from './captcha-image';

/** A seeded generator (mulberry32), so a picture can be drawn twice the same way. */
function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The command letters of every path of a picture, in order (what a path-signature solver reads). */
const signatures = (svg: string) =>
  [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/[^A-Za-z]/g, '')).sort();

describe('issue 11 §5: the captcha answer cannot be read from the picture', () => {
  it('500 pictures: no <text> element, no font, and the answer (any case) never occurs in the markup', () => {
    for (let i = 0; i < 500; i++) {
      const text = captchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_GLYPHS}]{${CAPTCHA_LENGTH}}$`));
      const svg = drawCaptcha(text);
      expect(svg).not.toMatch(/<text|<tspan|font-family|<use|<image|href=/i);
      expect(svg.toUpperCase()).not.toContain(text);
      // Not even spread out: no run of five letters or digits anywhere (numbers have two decimals).
      expect(svg).not.toMatch(/[ACDEFHJKMNPRTUVWXY3-9]{5}/i);
    }
  });

  it('glyphs are filled outlines of cubic curves only: the font’s line/curve sequence is gone', () => {
    const svg = drawCaptcha('AAAAA', seeded(7));
    const filled = [...svg.matchAll(/<path fill="rgb[^"]*" d="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(filled.length).toBeGreaterThanOrEqual(5);
    for (const d of filled) expect(d.replace(/[^A-Za-z]/g, '')).toMatch(/^(MC+Z)+$/);
  });

  it('the same text drawn twice has different command sequences (segments are cut at random)', () => {
    // svg-captcha jitters with Math.random: seeded too, so both pictures are fully determined.
    const draw = (seed: number) => {
      const spy = vi.spyOn(Math, 'random').mockImplementation(seeded(seed + 1000));
      try {
        return signatures(drawCaptcha('HKMNW', seeded(seed)));
      } finally {
        spy.mockRestore();
      }
    };
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(3)).toEqual(draw(3));
  });

  it('parses absolute M/L/Q/C/Z outlines into closed cubic contours', () => {
    const [square, curve] = parseOutline('M0 0L10 0L10 10L0 10ZM20 20Q25 30 30 20C31 21 32 22 33 23Z');
    expect(square?.segs).toHaveLength(4);
    expect(square?.segs.at(-1)?.to).toEqual({ x: 0, y: 0 });
    expect(curve?.segs.map((s) => s.to)).toEqual([
      { x: 30, y: 20 },
      { x: 33, y: 23 },
      { x: 20, y: 20 },
    ]);
  });
});
