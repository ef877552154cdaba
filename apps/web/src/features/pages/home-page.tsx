import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../app/use-lng';

const TILES = [
  { key: 'nav_line', path: 'home/line' },
  { key: 'nav_live', path: 'home/live' },
  { key: 'nav_cyber', path: 'cyber' },
  { key: 'nav_slots', path: 'slots' },
  { key: 'nav_live_casino', path: 'casino' },
  { key: 'nav_virtualsports', path: 'virtualsports' },
  { key: 'nav_toto', path: 'toto' },
  { key: 'nav_lotto', path: 'lotto' },
  { key: 'nav_promotions', path: 'bonuses' },
] as const;

/** `top`: the line's top events and accumulator of the day (composed by the app's routes). */
export function HomePage({ top }: { top?: ReactNode }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--home" data-route-id="home">
      <h1>{t('page_home')}</h1>
      <p className="lead">{t('home_intro')}</p>
      {/* UKGC RTS 12: a link to limit settings on the home page. */}
      <p>
        <Link to={href('office/responsible')} data-testid="home-limits-link">
          {t('rg_limits_link')}
        </Link>
      </p>
      {top}
      <h2 className="visually-hidden">{t('home_sections')}</h2>
      <ul className="tiles">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link className="tile" to={href(tile.path)}>
              {t(tile.key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
