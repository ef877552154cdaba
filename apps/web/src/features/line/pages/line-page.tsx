import { useLoaderData } from 'react-router';
import type { LineData } from '../loaders';
import { useLineAutoRefresh } from '../lib/line-refresh';
import { ChampList } from '../components/champ-list';
import { GameHeader } from '../components/game-header';
import { GamesList } from '../components/games-list';
import { LineLayout } from '../components/line-layout';
import { LineCrumbs } from '../components/line-crumbs';
import { MarketsView } from '../components/markets-view';
import { PageTypeView } from '../components/page-type-view';
import { TeamLogo } from '../components/team-logo';
import { lineCrumbs } from '../lib/crumbs';
import { useLineT } from '../lib/use-line';
import { LiveSection } from '../live/pages/live-section';

function TeamView({ d }: { d: LineData }) {
  const t = useLineT();
  if (!d.team) return null;
  const { team, upcoming } = d.team;
  return (
    <>
      <h1 className="team-title">
        <TeamLogo team={team} size={40} /> {team.name}
      </h1>
      <h2>{t('line_upcoming')}</h2>
      <GamesList games={upcoming} />
    </>
  );
}

/** The line tree (spec §2 `{pageType}/{section}/{menuSection}/{sport}/{champ}/{game}`) and team pages. */
export default function LinePage() {
  const d = useLoaderData<LineData>();
  const t = useLineT();
  // Pre-match prices move per price tick; the live section updates over /ws instead.
  useLineAutoRefresh(!d.liveData);
  let body;
  // Section live has its own frame (menu of sports in play, §3 toolbar): features/live.
  if (d.liveData) return <LiveSection data={d.liveData} sports={d.sports} />;
  if (d.team) body = <TeamView d={d} />;
  else if (d.pageType) body = <PageTypeView content={d.pageType} />;
  else if (d.game) {
    body = (
      <>
        <LineCrumbs steps={lineCrumbs(d)} />
        <GameHeader game={d.game} />
        <MarketsView game={d.game} />
      </>
    );
  } else if (d.champ && d.games) {
    body = (
      <>
        <LineCrumbs steps={lineCrumbs(d)} />
        <h1>{d.champ.name}</h1>
        <GamesList games={d.games.games} page={d.games} />
      </>
    );
  } else if (d.sport) {
    body = (
      <>
        <LineCrumbs steps={lineCrumbs(d)} />
        <h1>{t(`sport_${d.sport.id}`)}</h1>
        <ChampList champs={d.champs} />
      </>
    );
  } else {
    body = (
      <>
        <LineCrumbs steps={lineCrumbs(d)} />
        <h1>{t('line_title')}</h1>
        <h2>{t('line_top_events')}</h2>
        {d.games ? <GamesList games={d.games.games} page={d.games} /> : null}
      </>
    );
  }
  return (
    <LineLayout sports={d.sports} activeSport={d.sport?.id ?? null} champs={d.champs} routeId="line">
      {body}
    </LineLayout>
  );
}
