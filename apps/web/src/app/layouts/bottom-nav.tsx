import { Suspense, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Dices, Menu, Radio, Ticket, Trophy } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { useCoupon } from '../../lib/coupon-store';
import { lazyWithReload } from '../../lib/lazy-with-reload';

const MenuSheet = lazyWithReload<{ onClose: () => void }>(() =>
  import('./menu-sheet').then((m) => ({ default: m.MenuSheet })),
);

/** Asks the coupon dock to open or close its phone sheet; a listener calls preventDefault. */
export const COUPON_TOGGLE_EVENT = 'coupon:toggle';

/**
 * Opens the bet slip: by the event once the coupon dock listens to it; until then by the dock's
 * own bottom-bar button (the coupon feature is not imported here: features stay apart).
 */
function toggleCoupon() {
  const handled = !window.dispatchEvent(new CustomEvent(COUPON_TOGGLE_EVENT, { cancelable: true }));
  if (!handled) document.querySelector<HTMLButtonElement>('[data-testid="coupon-bar"]')?.click();
}

/**
 * Issue 13: the phone's bottom navigation (below 1024 px or with platform_type=mobile; CSS decides,
 * so the server HTML is already right): sports, live, casino, bet slip and the menu of everything.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const href = useLngHref();
  const { bets } = useCoupon();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <nav className="bottom-nav" aria-label={t('header_bottom_navigation')} data-testid="bottom-nav">
      <NavLink to={href('home/line')} className="bottom-nav__item">
        <Trophy aria-hidden="true" size={22} />
        <span>{t('nav_line')}</span>
      </NavLink>
      <NavLink to={href('home/live')} className="bottom-nav__item">
        <Radio aria-hidden="true" size={22} />
        <span>{t('nav_live')}</span>
      </NavLink>
      <NavLink to={href('slots')} className="bottom-nav__item">
        <Dices aria-hidden="true" size={22} />
        <span>{t('nav_slots')}</span>
      </NavLink>
      <button type="button" className="bottom-nav__item" onClick={toggleCoupon} data-testid="bottom-nav-slip">
        <Ticket aria-hidden="true" size={22} />
        <span>{t('header_bet_slip')}</span>
        {bets.length > 0 ? <span className="bottom-nav__badge">{bets.length}</span> : null}
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        ref={menuButton}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
        data-testid="bottom-nav-menu"
      >
        <Menu aria-hidden="true" size={22} />
        <span>{t('header_menu')}</span>
      </button>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuSheet
            onClose={() => {
              setMenuOpen(false);
              // The dialog leaves the page as it closes, so the browser cannot return focus itself.
              menuButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
