import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CASINO_CATEGORIES, type CasinoGame, type CasinoProvider } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { favoritesQuery, recentQuery, searchQuery } from '../api';
import { GameGrid } from '../components/game-grid';
import { CATEGORY_LABEL } from '../lib/labels';
import { CATEGORY_PATH } from '../lib/pages';

/** How many games a lobby row shows. */
const ROW_SIZE = 8;

/** casino-lobby: popular, recently played (a player's), then a row per category. */
export function LobbyView({ games }: { games: readonly CasinoGame[] }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <>
      <section className="casino-row">
        <h2>{t('casino_row_popular')}</h2>
        <GameGrid games={games.slice(0, ROW_SIZE)} label={t('casino_row_popular')} />
      </section>
      <RecentRow />
      {CASINO_CATEGORIES.map((c) => {
        const row = games.filter((g) => g.category === c);
        if (row.length === 0) return null;
        return (
          <section key={c} className="casino-row">
            <h2>
              <Link to={href(CATEGORY_PATH[c])}>{t(CATEGORY_LABEL[c])}</Link>
            </h2>
            <GameGrid games={row.slice(0, ROW_SIZE)} label={t(CATEGORY_LABEL[c])} />
          </section>
        );
      })}
    </>
  );
}

function RecentRow() {
  const { initial } = useApp();
  const { t } = useTranslation();
  const recent = useQuery({ ...recentQuery, enabled: initial.authenticated });
  if (!initial.authenticated || !recent.data || recent.data.games.length === 0) return null;
  return (
    <section className="casino-row" data-testid="casino-recent">
      <h2>{t('casino_row_recent')}</h2>
      <GameGrid games={recent.data.games.slice(0, ROW_SIZE)} label={t('casino_row_recent')} />
    </section>
  );
}

/** A category, provider or studio page: its games. */
export function ListView(props: { games: readonly CasinoGame[]; heading: string | null; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      {props.heading ? <p className="casino-note">{t('casino_filtered_by', { name: props.heading })}</p> : null}
      <GameGrid games={props.games} label={props.title} />
    </>
  );
}

export function ProvidersView({ providers }: { providers: readonly CasinoProvider[] }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <ul className="casino-providers">
      {providers
        .filter((p) => p.enabled)
        .map((p) => (
          <li key={p.id}>
            <Link to={href(`providers/${p.id}`)}>{p.name}</Link>{' '}
            <span>{t('casino_provider_games', { n: p.gamesCount })}</span>
          </li>
        ))}
    </ul>
  );
}

/** casino-search: the server renders ?q=; typing searches as you type (the URL follows). */
export function SearchView({ q, games }: { q: string; games: readonly CasinoGame[] }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(q);
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(text.trim()), 200);
    return () => clearTimeout(id);
  }, [text]);
  useEffect(() => {
    if (debounced !== q) setParams(debounced ? { q: debounced } : {}, { replace: true, preventScrollReset: true });
  }, [debounced, q, setParams]);
  const live = useQuery({ ...searchQuery(debounced), enabled: debounced.length > 0 && debounced !== q });
  const shown = debounced === q ? games : (live.data?.games ?? games);
  return (
    <>
      <form role="search" className="casino-search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="casino-search-input">{t('casino_search_label')}</label>
        <input
          id="casino-search-input"
          type="search"
          value={text}
          maxLength={60}
          placeholder={t('casino_search_placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="casino-search-input"
        />
      </form>
      {debounced ? <GameGrid games={shown} label={t('casino_search_results')} /> : <p>{t('casino_search_hint')}</p>}
    </>
  );
}

/** my-casino and my-casino/favorites: the player's favourites and recently played. */
export function MineView({ favoritesOnly }: { favoritesOnly: boolean }) {
  const { initial } = useApp();
  const { t } = useTranslation();
  const href = useLngHref();
  const favorites = useQuery({ ...favoritesQuery, enabled: initial.authenticated });
  const recent = useQuery({ ...recentQuery, enabled: initial.authenticated && !favoritesOnly });
  if (!initial.authenticated)
    return (
      <p>
        {t('casino_mine_login')} <Link to={href('login')}>{t('casino_login')}</Link>
      </p>
    );
  return (
    <>
      <nav className="casino-tabs">
        <Link to={href('my-casino')} aria-current={favoritesOnly ? undefined : 'page'}>
          {t('casino_row_recent')}
        </Link>
        <Link to={href('my-casino/favorites')} aria-current={favoritesOnly ? 'page' : undefined}>
          {t('casino_row_favorites')}
        </Link>
      </nav>
      <section className="casino-row" data-testid="casino-favorites">
        <h2>{t('casino_row_favorites')}</h2>
        {favorites.data ? <GameGrid games={favorites.data.games} label={t('casino_row_favorites')} /> : null}
      </section>
      {favoritesOnly ? null : (
        <section className="casino-row">
          <h2>{t('casino_row_recent')}</h2>
          {recent.data ? <GameGrid games={recent.data.games} label={t('casino_row_recent')} /> : null}
        </section>
      )}
    </>
  );
}
