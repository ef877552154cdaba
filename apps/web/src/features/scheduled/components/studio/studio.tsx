import { useState } from 'react';
import type { ScheduledGame, ScheduledRound } from '@sb/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { isGameType, STUDIO } from '../../lib/labels';
import { elapsedIn, revealedCount, revealTimes } from '../../lib/timeline';
import { Countdown } from '../countdown';
import { BallDraw } from './ball-draw';
import { CardTable } from './card-table';
import { PitchView } from './pitch-view';
import { RaceView } from './race-view';
import { TennisBoard } from './tennis-board';
import { WheelView } from './wheel-view';

function Scene({
  type,
  round,
  shown,
  elapsedMs,
  durationMs,
  animate,
}: {
  type: string;
  round: ScheduledRound;
  shown: number;
  elapsedMs: number;
  durationMs: number;
  /** The draw is happening now (live or a replay), not a result shown at rest. */
  animate: boolean;
}) {
  switch (isGameType(type) ? STUDIO[type] : null) {
    case 'balls':
      return <BallDraw type={type} round={round} shown={shown} />;
    case 'cards':
      return <CardTable type={type} round={round} shown={shown} />;
    case 'wheel':
      return <WheelView round={round} shown={shown} animate={animate} />;
    case 'pitch':
      return <PitchView round={round} elapsedMs={elapsedMs} durationMs={durationMs} />;
    case 'race':
      return <RaceView round={round} elapsedMs={elapsedMs} durationMs={durationMs} />;
    case 'tennis':
      return <TennisBoard round={round} elapsedMs={elapsedMs} />;
    default:
      return null;
  }
}

/**
 * The studio view (issue 19): the round being drawn as the server reveals it, or else the last
 * finished round, which the player may replay from its draw and incidents on the page's clock.
 * Everything is SVG and CSS; the stylesheet stills the motion under prefers-reduced-motion.
 */
export function Studio({ game, live, now }: { game: ScheduledGame; live: ScheduledRound | null; now: number }) {
  const { t } = useTranslation();
  const [replay, setReplay] = useState<{ roundId: number; from: number } | null>(null);
  const round = live ?? game.results[0] ?? null;
  const durationMs = game.durationSec * 1000;
  const next = game.next[0];
  if (!round)
    return (
      <section className="sched-studio sched-studio--empty" aria-label={t('scheduled_studio')}>
        <p>{t('scheduled_no_result')}</p>
      </section>
    );
  const replaying = !live && replay !== null && replay.roundId === round.game.id && now - replay.from < durationMs;
  const elapsedMs = live ? elapsedIn(live, now) : replaying && replay ? now - replay.from : durationMs;
  // A live round holds only what has been revealed, so all of it shows; a replay reveals by the timeline.
  const shown = live ? round.draw.length : revealedCount(revealTimes(round, durationMs), elapsedMs);
  return (
    <section
      className="sched-studio"
      aria-label={t('scheduled_studio')}
      data-phase={round.phase}
      data-round-id={round.game.id}
      data-testid="scheduled-studio"
    >
      <header className="sched-studio__head">
        <span>{t('scheduled_round', { id: round.game.id })}</span>
        <span className={`sched-phase sched-phase--${round.phase}`}>
          {t(
            round.phase === 'drawing'
              ? 'scheduled_phase_drawing'
              : round.phase === 'cancelled'
                ? 'scheduled_phase_cancelled'
                : round.phase === 'open'
                  ? 'scheduled_phase_open'
                  : 'scheduled_phase_finished',
          )}
        </span>
        {!live && round.phase === 'finished' ? (
          <button
            type="button"
            className="btn btn--ghost sched-replay"
            onClick={() => setReplay({ roundId: round.game.id, from: now })}
            disabled={replaying}
          >
            {t('scheduled_replay')}
          </button>
        ) : null}
      </header>
      <div className="sched-studio__stage" key={`${round.game.id}-${replaying && replay ? replay.from : 0}`}>
        <Scene
          type={game.type}
          round={round}
          shown={shown}
          elapsedMs={elapsedMs}
          durationMs={durationMs}
          animate={live !== null || replaying}
        />
      </div>
      {!live && next ? (
        <p className="sched-studio__next">
          {t('scheduled_waiting')} <Countdown to={next.startAt} now={now} />
        </p>
      ) : null}
    </section>
  );
}
