/**
 * The header's "More" rule (issue 13 bug 2: sections vanished behind a scroller). The bar's list
 * wraps (CSS flex-wrap) inside a one-row box, so a section that does not fit drops, whole, to a
 * second row nobody sees. This decides which sections the "More" menu must carry: the first one
 * that left the first row, or that sticks out past the list's end, and every one after it (the
 * order of sections never changes between the bar and the menu).
 */

/** One item's box in the list, in inline coordinates (from the list's start edge, LTR or RTL); top from the list's top. */
export interface ItemBox {
  inlineStart: number;
  inlineEnd: number;
  top: number;
}

/** Rounding of sub-pixel layout: a box this close to the edge still fits. */
export const TOLERANCE_PX = 1;

/** How many leading items stay in the bar; the rest go under "More". */
export function visibleCount(items: readonly ItemBox[], listInlineSize: number): number {
  for (let i = 0; i < items.length; i++) {
    const box = items[i];
    if (!box) break;
    // The first row starts at the list's top; even the first section may have wrapped below it.
    const wrapped = box.top > TOLERANCE_PX;
    const sticksOut = box.inlineEnd > listInlineSize + TOLERANCE_PX || box.inlineStart < -TOLERANCE_PX;
    if (wrapped || sticksOut) return i;
  }
  return items.length;
}

type Rect = Pick<DOMRect, 'left' | 'right' | 'top'>;

/** An element's box in the list's inline coordinates: mirrored when the page is right-to-left. */
export function inlineBoxOf(item: Rect, list: Rect, rtl: boolean): ItemBox {
  return rtl
    ? { inlineStart: list.right - item.right, inlineEnd: list.right - item.left, top: item.top - list.top }
    : { inlineStart: item.left - list.left, inlineEnd: item.right - list.left, top: item.top - list.top };
}
