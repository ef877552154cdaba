import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inlineBoxOf, TOLERANCE_PX, visibleCount, type ItemBox } from './nav-overflow';
import { SCROLL_TO_TOP_SCREENS, showsScrollToTop } from './scroll-to-top-rule';

const ROW = 40;
const GAP = 4;

/** What CSS flex-wrap does with items of these widths in a list this wide (whole pixels). */
function layOut(widths: readonly number[], size: number): ItemBox[] {
  let x = 0;
  let row = 0;
  return widths.map((w) => {
    if (x > 0 && x + w > size) {
      row += 1;
      x = 0;
    }
    const box = { inlineStart: x, inlineEnd: x + w, top: row * ROW };
    x += w + GAP;
    return box;
  });
}

describe('issue 13 header "More": sections that do not fit go under More, never clipped', () => {
  it('keeps every section in the bar when all fit', () => {
    expect(visibleCount(layOut([80, 60, 90], 400), 400)).toBe(3);
  });

  it('moves the first wrapped section and every later one to More (order kept)', () => {
    // 80 + 4 + 60 + 4 = 148; the third (90) wraps, so does the fourth even if it would fit.
    expect(visibleCount(layOut([80, 60, 90, 10], 200), 200)).toBe(2);
  });

  it('a first section wider than the list is not shown clipped: it goes to More too', () => {
    expect(visibleCount(layOut([300, 40], 200), 200)).toBe(0);
    // As laid out by the CSS (a zero-width first row keeper): the first section wrapped.
    expect(visibleCount([{ inlineStart: 0, inlineEnd: 300, top: ROW }], 200)).toBe(0);
  });

  it('no items, nothing visible', () => {
    expect(visibleCount([], 500)).toBe(0);
  });

  it('property: the bar shows the longest prefix that fits on one row, whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 200 }), { maxLength: 14 }),
        fc.integer({ min: 0, max: 1600 }),
        (widths, size) => {
          const n = visibleCount(layOut(widths, size), size);
          // A wrapped item leaves the first row; the first one, which never wraps, must still not
          // stick out by more than the sub-pixel rounding tolerance.
          let used = 0;
          let expected = 0;
          for (const w of widths) {
            const next = used + (expected > 0 ? GAP : 0) + w;
            if (next > size + (expected === 0 ? TOLERANCE_PX : 0)) break;
            used = next;
            expected += 1;
          }
          expect(n).toBe(expected);
        },
      ),
    );
  });

  it('property: a wider list never shows fewer sections', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 200 }), { maxLength: 14 }),
        fc.integer({ min: 0, max: 1600 }),
        fc.integer({ min: 0, max: 400 }),
        (widths, size, more) => {
          expect(visibleCount(layOut(widths, size + more), size + more)).toBeGreaterThanOrEqual(
            visibleCount(layOut(widths, size), size),
          );
        },
      ),
    );
  });

  it('measures from the inline start in right-to-left pages (Arabic)', () => {
    const list = { left: 100, right: 400, top: 10 };
    // The first item in RTL sits at the list's right edge.
    expect(inlineBoxOf({ left: 320, right: 400, top: 10 }, list, true)).toEqual({
      inlineStart: 0,
      inlineEnd: 80,
      top: 0,
    });
    expect(inlineBoxOf({ left: 100, right: 180, top: 10 }, list, false)).toEqual({
      inlineStart: 0,
      inlineEnd: 80,
      top: 0,
    });
  });
});

describe('spec §9 scroll-to-top: threshold 1 screen on desktop, 4 on mobile', () => {
  it('names the spec values', () => {
    expect(SCROLL_TO_TOP_SCREENS).toEqual({ desktop: 1, mobile: 4 });
  });

  it('desktop: shows after one screen of scroll, not at it', () => {
    expect(showsScrollToTop(900, 900, false)).toBe(false);
    expect(showsScrollToTop(901, 900, false)).toBe(true);
  });

  it('mobile: shows only after four screens', () => {
    expect(showsScrollToTop(844 * 3, 844, true)).toBe(false);
    expect(showsScrollToTop(844 * 4, 844, true)).toBe(false);
    expect(showsScrollToTop(844 * 4 + 1, 844, true)).toBe(true);
  });

  it('property: shown exactly when scrolled past the screens of the layout', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 3000 }), fc.boolean(), (y, h, mobile) => {
        expect(showsScrollToTop(y, h, mobile)).toBe(y > h * (mobile ? 4 : 1));
      }),
    );
  });
});
