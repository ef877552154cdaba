import { useLoaderData } from 'react-router';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { CyberNav } from '../components/cyber-nav';
import { GameView } from '../components/game-view';
import { LineGameList, LiveGameList } from '../components/game-lists';
import { ChampLinks, DisciplineCards, LiveMaps, ResultsList, useLiveEsports } from '../components/overview';
import { OnlyWithVideosToggle, useOnlyWithVideos } from '../components/only-with-videos';
import type { CyberListData, CyberPageData } from '../loaders';

/** Every esports page of spec §2 (issue 14): landing, line/live lists, a game, all, champs, dashboard. */
export default function CyberPage() {
  const d = useLoaderData<CyberPageData>();
  return (
    <div className="page cyber-page" data-cyber-page={d.kind}>
      <CyberNav />
      <Body data={d} />
    </div>
  );
}

function Body({ data: d }: { data: CyberPageData }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  switch (d.kind) {
    case 'landing':
      return <Landing data={d} />;
    case 'list':
      return <List data={d} />;
    case 'game':
      return <GameView data={d} />;
    case 'all':
      return (
        <>
          <h1>{t('cyber_all_title')}</h1>
          <LiveSection initial={d.live} />
          <section className="cyber-section" aria-labelledby="cyber-upcoming">
            <h2 id="cyber-upcoming">{t('cyber_upcoming')}</h2>
            <LineGameList games={d.line} />
          </section>
        </>
      );
    case 'champs':
      return (
        <>
          <h1>{t('cyber_champs_title')}</h1>
          {d.byDiscipline.map((x) => (
            <section key={x.sportId} className="cyber-section" aria-label={dt(`sport_${x.sportId}`)}>
              <h2>{dt(`sport_${x.sportId}`)}</h2>
              <ChampLinks champs={x.champs} type="line" />
            </section>
          ))}
        </>
      );
    case 'dashboard':
      return <Dashboard data={d} />;
  }
}

function LiveSection({
  initial,
  sportId,
  champId,
}: {
  initial: Extract<CyberPageData, { kind: 'all' }>['live'];
  sportId?: number | undefined;
  champId?: number | undefined;
}) {
  const { t } = useTranslation();
  const games = useLiveEsports(initial).filter(
    (g) => (sportId === undefined || g.sportId === sportId) && (champId === undefined || g.champId === champId),
  );
  const videos = useOnlyWithVideos(games);
  return (
    <section className="cyber-section" aria-labelledby="cyber-live-now">
      <h2 id="cyber-live-now">{t('cyber_live_now')}</h2>
      <OnlyWithVideosToggle on={videos.on} onChange={videos.setOn} />
      {videos.on && !videos.pending && videos.shown.length === 0 ? (
        <p className="cyber-empty" data-testid="cyber-no-videos">
          {t('media_no_videos_empty')}
        </p>
      ) : (
        <LiveGameList games={videos.shown} />
      )}
    </section>
  );
}

function Landing({ data: d }: { data: Extract<CyberPageData, { kind: 'landing' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('cyber_title')}</h1>
      <LiveSection initial={d.live} />
      <section className="cyber-section" aria-labelledby="cyber-upcoming">
        <h2 id="cyber-upcoming">{t('cyber_upcoming')}</h2>
        <LineGameList games={d.upcoming} />
      </section>
      <section className="cyber-section" aria-labelledby="cyber-disciplines">
        <h2 id="cyber-disciplines">{t('cyber_disciplines')}</h2>
        <DisciplineCards counters={d.disciplines} />
      </section>
    </>
  );
}

function List({ data: d }: { data: CyberListData }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  const title = d.champ
    ? d.champ.name
    : d.sportId !== null
      ? dt(`sport_${d.sportId}`)
      : `${t('cyber_title')}: ${t(d.type === 'live' ? 'cyber_type_live' : 'cyber_type_line')}`;
  return (
    <>
      <h1>{title}</h1>
      {d.sportId === null ? (
        <DisciplineCards counters={d.disciplines} type={d.type} />
      ) : d.champ === null ? (
        <ChampLinks champs={d.champs} type={d.type} />
      ) : null}
      <section className="cyber-section" aria-label={title}>
        {d.type === 'live' ? (
          <LiveSection initial={d.games} sportId={d.sportId ?? undefined} champId={d.champ?.id} />
        ) : (
          <LineGameList games={d.games} />
        )}
      </section>
    </>
  );
}

function Dashboard({ data: d }: { data: Extract<CyberPageData, { kind: 'dashboard' }> }) {
  const { t } = useTranslation();
  const live = useLiveEsports(d.live);
  return (
    <>
      <h1>{t('cyber_dashboard_title')}</h1>
      <section className="cyber-section" aria-labelledby="cyber-counters">
        <h2 id="cyber-counters">{t('cyber_dashboard_counters')}</h2>
        <DisciplineCards counters={d.counters} type="live" />
      </section>
      <section className="cyber-section" aria-labelledby="cyber-live-maps">
        <h2 id="cyber-live-maps">{t('cyber_dashboard_live_maps')}</h2>
        <LiveMaps games={live} />
      </section>
      <section className="cyber-section" aria-labelledby="cyber-results">
        <h2 id="cyber-results">
          {t('cyber_dashboard_results')} ({d.date})
        </h2>
        <ResultsList results={d.results} />
      </section>
      <section className="cyber-section" aria-labelledby="cyber-upcoming">
        <h2 id="cyber-upcoming">{t('cyber_upcoming')}</h2>
        <LineGameList games={d.upcoming} />
      </section>
    </>
  );
}
