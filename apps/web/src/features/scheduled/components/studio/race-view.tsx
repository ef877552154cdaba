import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { finishingOrder, progressAt } from '../../lib/race';

/** Track geometry in SVG units: lane height, the start and the finish line. */
const LANE = 10;
const START = 8;
const FINISH = 190;
const RUNNER = 14;

/**
 * Races' studio (horse-racing, greyhounds): one lane per runner in its colours; each moves by its
 * checkpoints (lib/race.ts), and the finishing order shows once the round's draw gives it. SVG
 * attributes, not inline styles (the site's CSP allows none).
 */
export function RaceView({
  round,
  elapsedMs,
  durationMs,
}: {
  round: ScheduledRound;
  elapsedMs: number;
  durationMs: number;
}) {
  const { t } = useTranslation();
  const runners = round.competitors;
  const progress = progressAt(
    round,
    runners.map((r) => r.id),
    elapsedMs,
    durationMs,
  );
  const done = round.phase === 'finished' && elapsedMs >= durationMs;
  const order = done ? finishingOrder(round.draw) : [];
  const byId = new Map(runners.map((r) => [r.id, r]));
  const height = Math.max(1, runners.length) * LANE;
  return (
    <div className="sched-race">
      <svg viewBox={`0 0 200 ${height}`} className="sched-race__svg" aria-hidden="true">
        {runners.map((r, lane) => (
          <g key={r.id} transform={`translate(0 ${lane * LANE})`}>
            <rect width="200" height={LANE} className={lane % 2 ? 'sched-lane sched-lane--odd' : 'sched-lane'} />
            <text x="1" y={LANE * 0.7} className="sched-lane__n">
              {lane + 1}
            </text>
            <g
              className="sched-runner"
              transform={`translate(${(START + (progress.get(r.id) ?? 0) * (FINISH - START - RUNNER)).toFixed(1)} 1)`}
            >
              <rect width={RUNNER} height={LANE - 2} rx="3" fill={r.colors[0]} />
              <text x={RUNNER / 2} y={LANE * 0.6} textAnchor="middle" fill={r.colors[1]} className="sched-runner__code">
                {r.short}
              </text>
            </g>
          </g>
        ))}
        <line x1={FINISH} y1="0" x2={FINISH} y2={height} className="sched-race__finish" />
      </svg>
      {order.length > 0 ? (
        <ol className="sched-race__order" aria-label={t('scheduled_finish')} data-testid="scheduled-race-order">
          {order.map((id) => (
            <li key={id}>{byId.get(id)?.name ?? id}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
