import { Link, useLoaderData } from 'react-router';
import { useLngHref } from '../../../lib/use-lng';
import type { ThemedData } from '../loaders';
import { GameHeader } from '../components/game-header';
import { GamesList } from '../components/games-list';
import { LineToolbar } from '../components/line-toolbar';
import { MarketsView } from '../components/markets-view';
import { useLineT } from '../lib/use-line';

/** Champion-league style pages (champ, epl, laliga, europaleague, ipl): home, game and final. */
export default function ThemedPage() {
  const d = useLoaderData<ThemedData>();
  const t = useLineT();
  const href = useLngHref();
  return (
    <section className={`themed themed--${d.themed}`} data-route-id={`themed_${d.themed}`}>
      <header className="themed__hero">
        <p className="themed__name">{t(`themed_${d.themed}`)}</p>
        <nav className="themed__nav" aria-label={t(`themed_${d.themed}`)}>
          <Link to={href(d.themed)}>{t('themed_matches')}</Link>
          <Link to={href(`${d.themed}/final`)}>{t('themed_final')}</Link>
        </nav>
      </header>
      <LineToolbar />
      {d.view === 'home' ? (
        <>
          <h1>{d.champ?.name ?? t(`themed_${d.themed}`)}</h1>
          {d.champ ? (
            <GamesList games={d.games} hrefOf={(g) => `${d.themed}/game/${g.id}`} />
          ) : (
            <p className="line-empty">{t('line_no_games')}</p>
          )}
        </>
      ) : d.game ? (
        <>
          {d.view === 'final' ? <p className="themed__final">{t('themed_final')}</p> : null}
          <GameHeader game={d.game} />
          <MarketsView game={d.game} />
        </>
      ) : (
        <>
          <h1>{t('themed_final')}</h1>
          <p className="line-empty">{t('line_no_games')}</p>
        </>
      )}
    </section>
  );
}
