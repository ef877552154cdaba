import type { LiveTopic, Market } from '@sb/contracts';
import { MediaPanel } from '../../../components/media/media-panel';
import { useLiveTopic } from '../../../lib/live-socket';
import { useLngHref } from '../../../lib/use-lng';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import type { CyberGameData } from '../loaders';
import { cyberGamePath, gameName } from '../lib/cyber-url';
import { CyberOdd } from './cyber-odd';

/**
 * An esports game page: teams and score, the score of every map, the match tracker while it is
 * played, and every market. While the game is played its state and prices follow the `game:N`
 * topic (odds flash, suspended outcomes lock, the tracker moves).
 */
export function GameView({ data }: { data: CyberGameData }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  const href = useLngHref();
  const { game } = data;
  const topic: LiveTopic | null = game.live ? `game:${game.id}` : null;
  const view = useLiveTopic(topic);
  const state = view.data?.state ?? game.live;
  const outcomes = view.data?.outcomes;
  const markets: Market[] =
    outcomes && outcomes.size > 0
      ? game.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => outcomes.get(o.id) ?? o) }))
      : game.markets;
  const score = state?.score ?? game.score;
  const statusId = state?.statusId ?? game.statusId;
  const team1 = game.team1.name;
  const team2 = game.team2?.name ?? '';
  const groups = new Map<number, Market[]>();
  for (const m of markets) groups.set(m.groupId, [...(groups.get(m.groupId) ?? []), m]);
  return (
    <article className="cyber-game-page" data-testid="cyber-game" data-game-id={game.id} data-status-id={statusId}>
      <header>
        <p>
          {state ? <span className="cyber-live-badge">{t('cyber_live_badge')}</span> : null}
          {dt(`sport_${game.sportId}`)} · {data.champ.name}
        </p>
        <h1>{gameName(game)}</h1>
        {score ? (
          <p className="match-tracker__score" data-testid="cyber-game-score">
            <span>{team1}</span>
            <strong>{`${score.home}:${score.away}`}</strong>
            <span>{team2}</span>
          </p>
        ) : null}
      </header>
      {score && score.periods.length > 0 ? (
        <section aria-labelledby="cyber-maps">
          <h2 id="cyber-maps">{t('cyber_map_scores')}</h2>
          <ol className="cyber-maps" data-testid="cyber-map-scores">
            {score.periods.map(([a, b], i) => (
              <li key={i}>{`${t('cyber_map_n', { n: i + 1 })}: ${a}:${b}`}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {game.live ? (
        <MediaPanel
          game={{ id: game.id, sportId: game.sportId, team1, team2, link: href(cyberGamePath(game, 'live')) }}
          state={state}
        />
      ) : null}
      <section aria-labelledby="cyber-markets">
        <h2 id="cyber-markets">{t('cyber_markets')}</h2>
        {groups.size === 0 ? <p className="cyber-empty">{t('cyber_no_games')}</p> : null}
        {[...groups].map(([groupId, ms]) => (
          <section key={groupId} className="market-group" aria-label={dt(`market_group_${groupId}`)}>
            <h3 className="market-group__title">{dt(`market_group_${groupId}`)}</h3>
            <div className="market-group__odds">
              {ms.flatMap((m) => m.outcomes.map((o) => <CyberOdd key={o.id} outcome={o} game={game} />))}
            </div>
          </section>
        ))}
      </section>
    </article>
  );
}
