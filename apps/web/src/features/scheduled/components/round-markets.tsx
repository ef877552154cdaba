import { useState } from 'react';
import type { Market, ScheduledGame, ScheduledRound } from '@sb/contracts';
import { formatClock } from '@sb/preferences';
import { usePreferences } from '../../../lib/app-context';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { Countdown } from './countdown';
import { ScheduledOdd } from './scheduled-odd';

/** Market blocks of a round, by the line's market groups (`market_group_<id>`, TV games' from 300). */
function useGroups(markets: readonly Market[]): { title: string; markets: Market[] }[] {
  const { t, i18n } = useTranslation();
  const dt = dynamicT(t);
  const groups = new Map<string, Market[]>();
  for (const m of markets) {
    const key = `market_group_${m.groupId}`;
    const title = i18n.exists(key) ? dt(key) : t('scheduled_market_other');
    groups.set(title, [...(groups.get(title) ?? []), m]);
  }
  return [...groups].map(([title, ms]) => ({ title, markets: ms }));
}

/** The name a round's bets carry into the coupon: the game and round, or the match of a virtual sport. */
export function roundName(gameName: string, round: ScheduledRound, roundLabel: string): string {
  const { team1, team2 } = round.game;
  return team2 ? `${team1.name} – ${team2.name}` : `${gameName} · ${roundLabel}`;
}

/**
 * The next rounds' markets (issue 19): one tab per round open for bets, its start time and the
 * countdown to it. Sales close when the round starts, so from then on its prices are suspended
 * until the page's refetch at that boundary replaces it.
 */
export function RoundMarkets({ game, gameName, now }: { game: ScheduledGame; gameName: string; now: number }) {
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  const [chosen, setChosen] = useState<number | null>(null);
  const round = game.next.find((r) => r.game.id === chosen) ?? game.next[0] ?? null;
  const groups = useGroups(round?.markets ?? []);
  if (!round) return <p className="sched-empty">{t('scheduled_no_rounds')}</p>;
  const closed = now >= round.startAt || round.phase !== 'open';
  const label = t('scheduled_round', { id: round.game.id });
  return (
    <section className="sched-markets" aria-labelledby="sched-markets-title" data-round-id={round.game.id}>
      <h2 id="sched-markets-title">{t('scheduled_markets')}</h2>
      {game.next.length > 1 ? (
        <div className="sched-rounds" role="group" aria-label={t('scheduled_markets')}>
          {game.next.map((r) => (
            <button
              key={r.game.id}
              type="button"
              className="chip"
              aria-pressed={r.game.id === round.game.id}
              onClick={() => setChosen(r.game.id)}
            >
              {formatClock(r.startAt, prefs.timeZone, prefs.is12h)}
            </button>
          ))}
        </div>
      ) : null}
      <p className="sched-markets__round">
        {t('scheduled_markets_round', {
          id: round.game.id,
          time: formatClock(round.startAt, prefs.timeZone, prefs.is12h),
        })}{' '}
        <Countdown to={round.startAt} now={now} />
      </p>
      {closed ? <p role="status">{t('scheduled_markets_closed')}</p> : null}
      {groups.map((g) => (
        <section key={g.title} className="market-group" aria-label={g.title}>
          <h3 className="market-group__title">{g.title}</h3>
          <div className="market-group__odds sched-odds">
            {g.markets.flatMap((m) =>
              m.outcomes.map((o) => (
                <ScheduledOdd
                  key={o.id}
                  outcome={o}
                  round={round}
                  type={game.type}
                  gameName={roundName(gameName, round, label)}
                  closed={closed}
                />
              )),
            )}
          </div>
        </section>
      ))}
    </section>
  );
}
