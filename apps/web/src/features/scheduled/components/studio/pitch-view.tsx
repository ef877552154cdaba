import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { attackingSide, GOAL, matchMinute, recentGoal, scoreAt } from '../../lib/football';

/** A goal stays on the board this long (ms of the round) before play resumes. */
const GOAL_FLASH_MS = 4_000;
/** Where the ball sits (% of the pitch's length) for no side, the home side's attack, the away side's. */
const BALL_X = [50, 72, 28] as const;

/**
 * Virtual football's studio: a 2D pitch where the ball follows the side attacking in the
 * incidents, goals flash and the score and match minute run with the round's clock.
 */
export function PitchView({
  round,
  elapsedMs,
  durationMs,
}: {
  round: ScheduledRound;
  elapsedMs: number;
  durationMs: number;
}) {
  const { t } = useTranslation();
  const { team1, team2 } = round.game;
  const [home, away] = scoreAt(round.incidents, elapsedMs);
  const goal = recentGoal(round.incidents, elapsedMs, GOAL_FLASH_MS);
  const side = attackingSide(round.incidents, elapsedMs);
  const x = goal ? (goal.side === 1 ? 97 : 3) : BALL_X[side === 1 || side === 2 ? side : 0];
  const goals = round.incidents.filter((i) => i.kind === GOAL && i.atMs <= elapsedMs);
  return (
    <div className="sched-pitch">
      <p className="sched-scoreboard" data-testid="scheduled-score">
        <span>{team1.name}</span>
        <strong>
          {home}:{away}
        </strong>
        <span>{team2?.name}</span>
        <span className="sched-scoreboard__clock">
          {t('scheduled_minute', { minute: matchMinute(elapsedMs, durationMs) })}
        </span>
      </p>
      <svg viewBox="0 0 105 68" className="sched-pitch__svg" aria-hidden="true">
        <rect x="0" y="0" width="105" height="68" className="sched-pitch__grass" />
        <g className="sched-pitch__lines">
          <rect x="1" y="1" width="103" height="66" />
          <line x1="52.5" y1="1" x2="52.5" y2="67" />
          <circle cx="52.5" cy="34" r="9.15" />
          <rect x="1" y="13.85" width="16.5" height="40.3" />
          <rect x="87.5" y="13.85" width="16.5" height="40.3" />
          <rect x="-1" y="30.34" width="2" height="7.32" className="sched-pitch__goal" />
          <rect x="104" y="30.34" width="2" height="7.32" className="sched-pitch__goal" />
        </g>
        <circle className="sched-pitch__ball" cx={((x * 105) / 100).toFixed(1)} cy="34" r="1.6" />
      </svg>
      {goal ? (
        <p className="sched-pitch__goal-flash" role="status">
          {t('scheduled_goal')} {goal.side === 1 ? team1.name : team2?.name}
        </p>
      ) : null}
      <ul className="sched-incidents">
        {goals.map((g) => (
          <li key={`${g.atMs}-${g.side}`} data-side={g.side}>
            {t('scheduled_minute', { minute: matchMinute(g.atMs, durationMs) })} ⚽{' '}
            {g.side === 1 ? team1.name : team2?.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
