import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Smartphone } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

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

/**
 * The storefront's sections, composed by the app's routes. A slot left empty renders nothing
 * (no placeholder, no reserved space): promotions arrive with the promotions module (issue 16),
 * live with the live line (issue 14), casino rows with the casino — until then the page shows
 * only what is real.
 */
export interface HomeSlots {
  /** Hero carousel of the running promotions. */
  promotions?: ReactNode;
  /** Games in play now. */
  live?: ReactNode;
  /** Top events and the accumulator of the day. */
  top?: ReactNode;
  /** Quick links to every sport. */
  sports?: ReactNode;
  /** Casino game rows. */
  casino?: ReactNode;
}

function AppBanner() {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <aside className="storefront__app" aria-labelledby="home-app-title" data-testid="home-app-banner">
      <Smartphone className="storefront__app-icon" size={40} aria-hidden="true" focusable="false" />
      <div>
        <h2 id="home-app-title">{t('home_app_title')}</h2>
        <p>{t('home_app_text')}</p>
      </div>
      <Link className="btn btn--primary" to={href('mobile')}>
        {t('home_app_link')}
      </Link>
    </aside>
  );
}

/** Home as a storefront, server-rendered with its data (no section appears after the first paint). */
export function HomePage({ promotions, live, top, sports, casino }: HomeSlots) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <section className="page page--home storefront" data-route-id="home">
      <h1>{t('page_home')}</h1>
      {promotions ? (
        <section className="storefront__promotions" aria-label={t('home_promotions')} data-testid="home-promotions">
          {promotions}
        </section>
      ) : null}
      <p className="lead">{t('home_intro')}</p>
      {/* UKGC RTS 12: a link to limit settings on the home page. */}
      <p>
        <Link to={href('office/responsible')} data-testid="home-limits-link">
          {t('rg_limits_link')}
        </Link>
      </p>
      {live ? (
        <section className="storefront__live" aria-labelledby="home-live-title" data-testid="home-live">
          <h2 id="home-live-title">{t('home_live_now')}</h2>
          {live}
        </section>
      ) : null}
      {top}
      {sports}
      {casino ? (
        <section className="storefront__casino" aria-labelledby="home-casino-title" data-testid="home-casino">
          <h2 id="home-casino-title">{t('home_casino')}</h2>
          {casino}
        </section>
      ) : null}
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
      <AppBanner />
    </section>
  );
}
