import { useLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import type { GameSummary, Outcome } from '@sb/contracts';
import { couponBetOf, couponStore, useCoupon } from '../../lib/coupon-store';
import { usePreferences } from '../../app/app-context';
import type { HomeData } from './loaders';
import { GamesList } from './components/games-list';
import { formatCoef, outcomeLabelKey, paramText } from './lib/format';
import { gameName } from './lib/url';
import { useLineT } from './lib/use-line';

type Selection = { outcome: Outcome; game: GameSummary };

function Accumulator({ selections, coef }: { selections: Selection[]; coef: number }) {
  const { t } = useTranslation();
  const lt = useLineT();
  const [prefs] = usePreferences();
  const coupon = useCoupon();
  const legs = selections.map((s) => ({ o: s.outcome, game: s.game }));
  if (legs.length === 0) return null;
  const allIn = legs.every((l) => coupon.bets.some((b) => b.market.id === l.o.id));
  const addAll = () => {
    for (const { o, game } of legs) {
      if (couponStore.has(o.id)) continue;
      couponStore.toggle(
        couponBetOf(o, {
          gameName: gameName(game),
          champName: game.champName,
          startAt: game.startAt,
          gameStatusId: game.statusId,
        }),
      );
    }
  };
  return (
    <section className="accumulator" data-testid="accumulator">
      <h2>{t('line_accumulator')}</h2>
      <ul>
        {legs.map(({ o, game }) => (
          <li key={o.id}>
            <span>{gameName(game)}</span>
            <span>{o.name ?? lt(outcomeLabelKey(o), { param: paramText(o) })}</span>
            <strong>{formatCoef(o.coef, prefs.coefViewId)}</strong>
          </li>
        ))}
      </ul>
      <p className="accumulator__total">
        {t('line_accumulator_total')} <strong>{formatCoef(coef, prefs.coefViewId)}</strong>
      </p>
      <button type="button" className="button" onClick={addAll} disabled={allIn} data-testid="accumulator-add">
        {allIn ? t('line_accumulator_added') : t('line_accumulator_add')}
      </button>
    </section>
  );
}

/** Home: top events and the accumulator of the day (spec §3 flag accumulatorOfDayLine). */
export function HomeTop() {
  const d = useLoaderData<HomeData | null>();
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  if (!d?.top) return null;
  return (
    <div className="home-top">
      {d.top.games.length > 0 ? (
        <section>
          <h2>{t('line_top_events')}</h2>
          <GamesList games={d.top.games} testId="top-events" />
        </section>
      ) : null}
      {prefs.flags.accumulatorOfDayLine && d.top.accumulator ? <Accumulator {...d.top.accumulator} /> : null}
    </div>
  );
}
