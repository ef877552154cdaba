import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { NAV_SECTIONS } from './nav-sections';
import { inlineBoxOf, visibleCount } from './nav-overflow';
import { useMenuButton } from './use-menu-button';

/**
 * Measures which sections fit the bar (after hydration, again on every resize of the list and
 * once the web fonts are in). Until then `null`: CSS alone keeps the bar whole (see header.css).
 */
function useVisibleCount(list: RefObject<HTMLUListElement | null>): number | null {
  const [count, setCount] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const box = el.getBoundingClientRect();
      const items = [...el.children].map((li) => inlineBoxOf(li.getBoundingClientRect(), box, rtl));
      setCount(visibleCount(items, box.width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [list]);
  return count;
}

/**
 * Issue 13 bug 2: the primary sections with a "More" menu holding every section the bar has no
 * room for, at any width and in any language; labels are never cut.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const href = useLngHref();
  const list = useRef<HTMLUListElement>(null);
  const count = useVisibleCount(list);
  const more = useMenuButton();
  const hidden = count === null ? [] : NAV_SECTIONS.slice(count);
  // Before measuring, "More" stays shown: the server cannot know what fits.
  const moreNeeded = count === null || hidden.length > 0;
  return (
    <nav className="header__nav" aria-label={t('shell_main_navigation')} data-testid="header-nav">
      <ul ref={list} className="header__sections" data-measured={count !== null}>
        {NAV_SECTIONS.map((s, i) => {
          const overflowed = count !== null && i >= count;
          return (
            <li key={s.key} data-overflowed={overflowed || undefined} aria-hidden={overflowed || undefined}>
              <NavLink to={href(s.path)} tabIndex={overflowed ? -1 : undefined} data-testid={`nav-${s.key}`}>
                {t(s.key)}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="header__more" ref={more.rootRef} data-needed={moreNeeded}>
        <button
          {...more.buttonProps}
          className="btn btn--ghost header__more-button"
          aria-hidden={moreNeeded ? undefined : true}
          tabIndex={moreNeeded ? undefined : -1}
          data-testid="header-more"
        >
          {t('header_more')}
          <ChevronDown aria-hidden="true" size={16} />
        </button>
        {more.open ? (
          <div {...more.menuProps} className="header__menu" data-testid="header-more-menu">
            <ul role="list">
              {hidden.map((s) => (
                <li key={s.key}>
                  <NavLink to={href(s.path)} onClick={() => more.close(false)}>
                    {t(s.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
