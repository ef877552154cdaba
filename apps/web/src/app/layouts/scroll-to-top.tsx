import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { showsScrollToTop } from './scroll-to-top-rule';

/**
 * Spec §9 scroll-to-top: the button appears once the page has scrolled more than 1 screen on
 * desktop or 4 on mobile. It renders nothing on the server and until the page scrolls.
 */
export function ScrollToTop({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(showsScrollToTop(window.scrollY, window.innerHeight, mobile));
    };
    // One check per frame at most: scroll events come faster than the screen repaints.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [mobile]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('header_scroll_top')}
      title={t('header_scroll_top')}
      data-testid="scroll-to-top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from a button that vanished.
        document.getElementById('content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
