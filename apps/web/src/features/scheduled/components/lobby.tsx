import { Link } from 'react-router';
import type { ScheduledGame, ScheduledKind } from '@sb/contracts';
import { useLngHref } from '../../../lib/use-lng';
import { useTranslation } from '../../../lib/i18n';
import { GAME_NAME, isGameType, KIND_PATH } from '../lib/labels';
import { Countdown } from './countdown';
import { ResultSummary } from './result-summary';

/** A game type's name in the page's language (the server's name when the type is new to the page). */
export function useGameName(): (game: Pick<ScheduledGame, 'type' | 'name'>) => string {
  const { t } = useTranslation();
  return (g) => (isGameType(g.type) ? t(GAME_NAME[g.type]) : g.name);
}

/**
 * A kind's lobby (issue 19): one tile per game type with the countdown to its next round (or
 * "live now" while a round is drawn) and the last result, linking the game type's page.
 */
export function Lobby({ kind, games, now }: { kind: ScheduledKind; games: readonly ScheduledGame[]; now: number }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const nameOf = useGameName();
  return (
    <ul className="sched-lobby" data-testid="scheduled-lobby">
      {games.map((g) => {
        const next = g.next[0];
        const last = g.results[0];
        return (
          <li key={g.type} className="sched-tile" data-game-type={g.type}>
            <Link to={href(`${KIND_PATH[kind]}/${g.type}`)} className="sched-tile__link">
              <span className={`sched-tile__art sched-tile__art--${g.type}`} aria-hidden="true" />
              <strong className="sched-tile__name">{nameOf(g)}</strong>
            </Link>
            <p className="sched-tile__next">
              {g.current ? (
                <span className="sched-phase sched-phase--drawing">{t('scheduled_phase_drawing')}</span>
              ) : null}{' '}
              {next ? (
                <>
                  {t('scheduled_next_in')} <Countdown to={next.startAt} now={now} />
                </>
              ) : (
                t('scheduled_no_rounds')
              )}
            </p>
            <div className="sched-tile__last">
              <span className="sched-tile__label">{t('scheduled_last_result')}</span>
              {last ? <ResultSummary type={g.type} round={last} compact /> : <span>{t('scheduled_no_result')}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Links to a kind's lobby and each of its game types. */
export function ScheduledNav({
  kind,
  games,
  current,
}: {
  kind: ScheduledKind;
  games: readonly ScheduledGame[];
  current: string | null;
}) {
  const { t } = useTranslation();
  const href = useLngHref();
  const nameOf = useGameName();
  return (
    <nav className="sched-nav" aria-label={t('scheduled_nav_label')}>
      <ul>
        <li>
          <Link to={href(KIND_PATH[kind])} aria-current={current === null ? 'page' : undefined}>
            {t('scheduled_all_games')}
          </Link>
        </li>
        {games.map((g) => (
          <li key={g.type}>
            <Link to={href(`${KIND_PATH[kind]}/${g.type}`)} aria-current={current === g.type ? 'page' : undefined}>
              {nameOf(g)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
