import { useCallback } from 'react';
import { Link, NavLink } from 'react-router';
import type { GameSummary, LiveGameSummary, LiveIncident, Sport } from '@sb/contracts';
import { SportIcon } from '../../../../components/ui/sport-icon';
import { teamMarksOf } from '../../../../components/ui/team-badge';
import { couponBetOf, couponStore, useCoupon } from '../../../../lib/coupon-store';
import { useLiveSelect, type LiveTopicView } from '../../../../lib/live-socket';
import { useLngHref } from '../../../../lib/use-lng';
import { formatCoef } from '../../lib/format';
import { gameName, gamePath } from '../../lib/url';
import { useKickOff, useLineT } from '../../lib/use-line';
import { accumulatorCoef, liveAccumulator, sameLegs } from '../lib/accumulator';
import { clockText } from '../lib/scoreboard';
import { liveSportPath, LIVE_ROOT } from '../lib/live-url';

/** The left menu of the live section: sports with their games in play. */
export function LiveSportMenu({
  sports,
  counts,
  active,
}: {
  sports: readonly Sport[];
  counts: ReadonlyMap<number, number>;
  active: number | null;
}) {
  const t = useLineT();
  const href = useLngHref();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return (
    <nav className="sport-menu" aria-label={t('live_sports')} data-testid="live-sport-menu">
      <ul>
        <li>
          <NavLink to={href(LIVE_ROOT)} end className="sport-menu__sport">
            <span className="sport-menu__name">{t('live_all')}</span>
            <span className="count">{total}</span>
          </NavLink>
        </li>
        {sports
          .filter((s) => (counts.get(s.id) ?? 0) > 0)
          .map((s) => (
            <li key={s.id}>
              <NavLink
                to={href(liveSportPath(s.id))}
                className={`sport-menu__sport${s.id === active ? ' sport-menu__sport--current' : ''}`}
                aria-current={s.id === active ? 'page' : undefined}
                data-sport-id={s.id}
              >
                <SportIcon sportId={s.id} />
                <span className="sport-menu__name">{t(`sport_${s.id}`)}</span>
                <span className="count" data-testid="live-sport-count">
                  {counts.get(s.id) ?? 0}
                </span>
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** §3 upcoming events: the next games of the line to go live. */
export function UpcomingEvents({ games }: { games: readonly GameSummary[] }) {
  const t = useLineT();
  const href = useLngHref();
  const kickOff = useKickOff();
  if (games.length === 0) return null;
  return (
    <section className="live-upcoming" aria-labelledby="live-upcoming" data-testid="live-upcoming">
      <h2 id="live-upcoming">{t('live_upcoming')}</h2>
      <ul>
        {games.map((g) => {
          const k = kickOff(g.startAt);
          return (
            <li key={g.id}>
              <span className="live-upcoming__time">
                {k.day} {k.time}
              </span>
              <span className="live-upcoming__sport">{t(`sport_${g.sportId}`)}</span>
              <Link to={href(gamePath(g))}>{gameName(g)}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * §3 flag "accumulator of the day in live": the live favourites among `games` as one accumulator,
 * at the `live` topic's prices (it renders when its legs or their prices change).
 */
export function LiveAccumulator({ games }: { games: readonly LiveGameSummary[] }) {
  const t = useLineT();
  const coupon = useCoupon();
  const select = useCallback(
    (view: LiveTopicView) => {
      const doc = view.data;
      if (!doc) return liveAccumulator(games);
      return liveAccumulator(games.flatMap((g) => doc.gamesById.get(g.id) ?? []));
    },
    [games],
  );
  const legs = useLiveSelect('live', select, sameLegs);
  if (legs.length === 0) return null;
  const coef = accumulatorCoef(legs);
  const addAll = () => {
    for (const { game, outcome } of legs) {
      if (coupon.bets.some((b) => b.market.id === outcome.id)) continue;
      couponStore.toggle(
        couponBetOf(outcome, {
          gameName: gameName(game),
          champName: game.champName,
          startAt: game.startAt,
          gameStatusId: game.statusId,
          teams: teamMarksOf(game),
        }),
      );
    }
  };
  return (
    <section className="live-acca" aria-labelledby="live-acca" data-testid="live-accumulator">
      <h2 id="live-acca">{t('live_accumulator')}</h2>
      <ul>
        {legs.map(({ game, outcome }) => (
          <li key={outcome.id}>
            <span>{gameName(game)}</span>
            <strong>{formatCoef(outcome.coef, 0)}</strong>
          </li>
        ))}
      </ul>
      <p className="live-acca__total">
        {t('live_accumulator_total')} <strong>{formatCoef(coef, 0)}</strong>
      </p>
      <button type="button" className="button" onClick={addAll}>
        {t('live_accumulator_add')}
      </button>
    </section>
  );
}

/** Incidents of a game, newest first, with the match clock and the team. */
export function IncidentsFeed({ incidents, teams }: { incidents: readonly LiveIncident[]; teams: [string, string] }) {
  const t = useLineT();
  const shown = incidents.filter((i) => !['attack', 'dangerous_attack', 'safe'].includes(i.kind));
  if (shown.length === 0) return <p className="line-empty">{t('live_no_incidents')}</p>;
  return (
    <ol className="incidents" data-testid="incidents" reversed>
      {[...shown].reverse().map((i) => (
        <li key={i.seq} className={`incident incident--${i.kind}`}>
          <span className="incident__clock">{clockText(i.clockSec)}</span>
          <span className="incident__kind">{t(`tracker_incident_${i.kind}`)}</span>
          {i.team ? <span className="incident__team">{teams[i.team - 1]}</span> : null}
        </li>
      ))}
    </ol>
  );
}
