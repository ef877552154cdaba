/** Spec §9 Scroll-to-top threshold: 1 screen on desktop, 4 on mobile. */
export const SCROLL_TO_TOP_SCREENS = { desktop: 1, mobile: 4 } as const;

/** The button shows once the page has scrolled past the threshold (strictly more than it). */
export function showsScrollToTop(scrollY: number, viewportHeight: number, mobile: boolean): boolean {
  const screens = mobile ? SCROLL_TO_TOP_SCREENS.mobile : SCROLL_TO_TOP_SCREENS.desktop;
  return viewportHeight > 0 && scrollY > viewportHeight * screens;
}
