import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n';
import { HydratedOnly } from '../../components/ui/hydrated-only';
import { useCoupon } from '../../lib/coupon-store';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { useEverVisible } from '../../lib/use-ever-visible';

/** The panel's code is a chunk of its own: the first paint and the home page's entry never carry it. */
const CouponPanel = lazyWithReload(() => import('./coupon-panel'));

/**
 * Where the coupon lives in the main layout: a right column from 1100 px (CSS), and below that a
 * bottom bar with the selection count that opens the panel as a sheet. The panel mounts after
 * hydration, so the server HTML and the hydrating client agree.
 */
export function CouponDock({ MyBets }: { MyBets: ComponentType }) {
  const { t } = useTranslation();
  const { bets } = useCoupon();
  const [open, setOpen] = useState(false);
  // Phones see the sheet only when opened: the panel (and zod) load then, not during start-up.
  const dockRef = useRef<HTMLElement>(null);
  const shown = useEverVisible(dockRef);
  return (
    <>
      <aside
        ref={dockRef}
        className={`coupon-dock${open ? ' coupon-dock--open' : ''}`}
        aria-label={t('coupon_title')}
        data-testid="coupon-dock"
      >
        <button
          type="button"
          className="coupon-dock__close"
          aria-label={t('coupon_close')}
          onClick={() => setOpen(false)}
        >
          ×
        </button>
        <HydratedOnly fallback={null}>{shown ? <CouponPanel MyBets={MyBets} /> : null}</HydratedOnly>
      </aside>
      <button
        type="button"
        className="coupon-bar"
        aria-expanded={open}
        data-testid="coupon-bar"
        onClick={() => setOpen((v) => !v)}
      >
        <span>{t(open ? 'coupon_close' : 'coupon_open')}</span>
        <span className="coupon-bar__count" data-testid="coupon-bar-count">
          {bets.length}
        </span>
      </button>
    </>
  );
}
