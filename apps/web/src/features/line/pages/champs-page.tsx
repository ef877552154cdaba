import { Link, useLoaderData } from 'react-router';
import { useLngHref } from '../../../app/use-lng';
import type { ChampsData } from '../loaders';
import { ChampList } from '../components/champ-list';
import { GamesList } from '../components/games-list';
import { LineLayout } from '../components/line-layout';
import { champSegment } from '../lib/url';
import { useLineT } from '../lib/use-line';

/** champs/{champId?}: every championship by sport, or one championship's games. */
export default function ChampsPage() {
  const d = useLoaderData<ChampsData>();
  const t = useLineT();
  const href = useLngHref();
  return (
    <LineLayout sports={d.sports} activeSport={d.champ?.sportId ?? null} routeId="champs">
      {d.champ && d.games ? (
        <>
          <nav className="crumbs" aria-label={t('line_breadcrumbs')}>
            <Link to={href('champs')}>{t('page_champs')}</Link>
          </nav>
          <h1>{d.champ.name}</h1>
          <GamesList games={d.games.games} page={d.games} />
        </>
      ) : (
        <>
          <h1>{t('page_champs')}</h1>
          {d.champsBySport
            .filter((s) => s.champs.length > 0)
            .map((s, i) => (
              <section key={s.sport.id} className="champs-sport">
                <h2>{t(`sport_${s.sport.id}`)}</h2>
                <ChampList champs={s.champs} hrefOf={(c) => href(`champs/${champSegment(c)}`)} toggle={i === 0} />
              </section>
            ))}
        </>
      )}
    </LineLayout>
  );
}
