import type { ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { BALL_GAMES, ballColour, ballSum, ballsOf } from '../../lib/balls';

/**
 * Number games' studio (5of36, 7of42, lucky6): the drawn balls drop into the tray one by one
 * (the newest animates), and the board of all numbers lights the drawn ones.
 */
export function BallDraw({ type, round, shown }: { type: string; round: ScheduledRound; shown: number }) {
  const { t } = useTranslation();
  const balls = ballsOf(round.draw).slice(0, shown);
  const of = BALL_GAMES[type]?.of ?? Math.max(0, ...balls);
  const drawn = new Set(balls);
  return (
    <div className="sched-balls">
      <ol className="sched-balls__tray" aria-label={t('scheduled_drawn', { items: balls.join(', ') })}>
        {balls.map((n, i) => (
          <li
            key={`${i}-${n}`}
            className={`sched-ball sched-ball--c${ballColour(n)}${i === balls.length - 1 ? ' sched-ball--new' : ''}`}
          >
            {n}
          </li>
        ))}
      </ol>
      <div className="sched-balls__board" aria-hidden="true">
        {Array.from({ length: of }, (_, i) => i + 1).map((n) => (
          <span key={n} className={drawn.has(n) ? 'sched-cell sched-cell--on' : 'sched-cell'}>
            {n}
          </span>
        ))}
      </div>
      {balls.length > 0 ? <p className="sched-studio__sum">{t('scheduled_sum', { sum: ballSum(balls) })}</p> : null}
    </div>
  );
}
