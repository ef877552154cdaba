import { useEffect, useState, type ReactNode } from 'react';
import type { LiveGameSummary, LiveState } from '@sb/contracts';
import { usePreferences } from '../../../../lib/app-context';
import { TeamLogo } from '../../components/team-logo';
import { useLineT } from '../../lib/use-line';
import { clockAt, clockText, isSetsSport, shownStats, statusOf } from '../lib/scoreboard';

/**
 * The match clock, ticking every second while it runs (between the feed's updates). A new state
 * starts from its own clock at once (no render with the previous state's elapsed time).
 */
export function LiveClock({ state }: { state: Pick<LiveState, 'clockSec' | 'clockRunning' | 'updatedAt'> }) {
  const { clockSec, clockRunning, updatedAt } = state;
  const key = `${clockSec}|${clockRunning ? 1 : 0}|${updatedAt}`;
  const [tick, setTick] = useState({ key, elapsed: 0 });
  const elapsed = tick.key === key ? tick.elapsed : 0;
  useEffect(() => {
    if (!clockRunning) return;
    const start = performance.now();
    const id = window.setInterval(() => setTick({ key, elapsed: performance.now() - start }), 1000);
    return () => window.clearInterval(id);
  }, [key, clockRunning]);
  return (
    <span className="live-clock" data-testid="live-clock">
      {clockText(clockAt({ clockSec, clockRunning }, elapsed))}
    </span>
  );
}

/** `clock` replaces the clock drawn from `state` (a list row's clock follows the topic on its own). */
export function LiveStatus({ state, clock }: { state: LiveState; clock?: ReactNode }) {
  const t = useLineT();
  const s = statusOf(state);
  return (
    <span className="live-status" data-testid="live-status">
      {t(s.key, s.vars)}
      {!isSetsSport(state.sportId) && state.statusId !== 4 ? <> {clock ?? <LiveClock state={state} />}</> : null}
    </span>
  );
}

/**
 * A game's scoreboard: teams, score, period and clock; for sets sports the points of the current
 * game and who serves. `wide` (§3 wide scoreboard) and the §3 flag detailed score add the period
 * scores; `stats` adds corners and cards (the game page); `clock` replaces the clock of `state`.
 */
export function Scoreboard({
  game,
  state,
  wide = false,
  stats = false,
  clock,
}: {
  game: Pick<LiveGameSummary, 'team1' | 'team2' | 'title'>;
  state: LiveState;
  wide?: boolean;
  stats?: boolean;
  clock?: ReactNode;
}) {
  const t = useLineT();
  const [prefs] = usePreferences();
  const sets = isSetsSport(state.sportId);
  const periods = prefs.flags.detailedScore || wide ? state.score.periods : [];
  const teams = [game.team1, game.team2] as const;
  const blocks = stats ? shownStats(state.stats) : [];
  return (
    <div className={`scoreboard${wide ? ' scoreboard--wide' : ''}`} data-testid="scoreboard">
      <div className="scoreboard__head">
        <LiveStatus state={state} clock={clock} />
        {state.betStop ? <span className="scoreboard__stop">{t('live_bet_stop')}</span> : null}
      </div>
      <table className="scoreboard__table">
        <tbody>
          {teams.map((team, i) =>
            team ? (
              <tr key={team.id}>
                <th scope="row" className="scoreboard__team">
                  <TeamLogo team={team} size={18} />
                  <span>{team.name}</span>
                  {sets && state.serving === i + 1 ? (
                    <span className="scoreboard__serve" title={t('live_serving')} aria-label={t('live_serving')}>
                      •
                    </span>
                  ) : null}
                </th>
                {periods.map((p, k) => (
                  <td key={k} className="scoreboard__period" data-testid="period-score">
                    {p[i]}
                  </td>
                ))}
                {sets && state.points ? <td className="scoreboard__points">{state.points[i]}</td> : null}
                <td className="scoreboard__score" data-testid={`score-${i + 1}`}>
                  {i === 0 ? state.score.home : state.score.away}
                </td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      {blocks.length > 0 ? (
        <dl className="scoreboard__stats" data-testid="live-stats">
          {blocks.map((b) => (
            <div key={b.name}>
              <dt>{t(`live_stat_${b.name}`)}</dt>
              <dd>
                {b.v[0]} : {b.v[1]}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
