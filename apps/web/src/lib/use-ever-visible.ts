import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen. An element hidden with display:none never
 * intersects, so a part that CSS hides on phones (the coupon sheet) mounts only when shown:
 * its code is not fetched and run while the page is still becoming interactive.
 */
export function useEverVisible(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
