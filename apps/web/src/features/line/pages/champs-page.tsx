import { useLoaderData } from 'react-router';
import { useLngHref } from '../../../lib/use-lng';
import type { ChampsData } from '../loaders';
import { useLineAutoRefresh } from '../lib/line-refresh';
import { ChampList } from '../components/champ-list';
import { GamesList } from '../components/games-list';
import { LineCrumbs } from '../components/line-crumbs';
import { LineLayout } from '../components/line-layout';
import { champSegment } from '../lib/url';
import { useLineT } from '../lib/use-line';

/** champs/{champId?}: every championship by sport, or one championship's games. */
export default function ChampsPage() {
  const d = useLoaderData<ChampsData>();
  const t = useLineT();
  useLineAutoRefresh();
  const href = useLngHref();
  return (
    <LineLayout sports={d.sports} activeSport={d.champ?.sportId ?? null} routeId="champs">
      {d.champ && d.games ? (
        <>
          <LineCrumbs
            steps={[
              { key: 'linenav_home', path: '' },
              { key: 'page_champs', path: 'champs' },
              { name: d.champ.name, path: `champs/${champSegment(d.champ)}` },
            ]}
          />
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
