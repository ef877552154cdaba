import { NavLink } from 'react-router';
import { CASINO_CATEGORIES } from '@sb/contracts';
import type { MessageKey } from '@sb/i18n';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { CATEGORY_LABEL } from '../lib/labels';
import { CATEGORY_PATH } from '../lib/pages';

/** Spec §2 navigation menus of the casino: lobby, promo, tournaments, slots, live casino, games, my casino, info. */
const MAIN: readonly [string, MessageKey][] = [
  ['casino-lobby', 'casino_menu_lobby'],
  ['bonus/casino/promo', 'casino_menu_promo'],
  ['bonus/casino/tournaments', 'casino_menu_tournaments'],
  ['slots', 'casino_menu_slots'],
  ['casino', 'casino_menu_live'],
  ['fast-games', 'casino_menu_games'],
  ['providers', 'casino_menu_providers'],
  ['my-casino', 'casino_menu_my_casino'],
  ['casino-search', 'casino_menu_search'],
  ['information/responsiblegaming', 'casino_menu_info'],
];

export function CasinoNav() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <nav className="casino-nav" aria-label={t('casino_menu_label')}>
      <ul className="casino-nav-main">
        {MAIN.map(([path, key]) => (
          <li key={path}>
            <NavLink to={href(path)} end>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="casino-nav-categories" aria-label={t('casino_menu_categories')}>
        {CASINO_CATEGORIES.map((c) => (
          <li key={c}>
            <NavLink to={href(CATEGORY_PATH[c])} end>
              {t(CATEGORY_LABEL[c])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
