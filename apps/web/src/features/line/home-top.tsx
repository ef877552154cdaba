import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { SPORT_IDS } from '@sb/contracts/line-ids';
import type { GameSummary, Outcome } from '@sb/contracts';
import { couponBetOf, couponStore, useCoupon } from '../../lib/coupon-store';
import { usePreferences } from '../../lib/app-context';
import { lightRows } from '../../lib/light-version';
import { useLngHref } from '../../lib/use-lng';
import { SportIcon } from '../../components/ui/sport-icon';
import { teamMarksOf } from '../../components/ui/team-badge';
import type { HomeData } from './loaders';
import { GamesList } from './components/games-list';
import { formatCoef, outcomeLabelKey, paramText } from './lib/format';
import { gameName, sportPath } from './lib/url';
import { useLineT } from './lib/use-line';
import { useLineAutoRefresh } from './lib/line-refresh';

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
          teams: teamMarksOf(game),
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

/**
 * Home: top events and the accumulator of the day (spec §3 flag accumulatorOfDayLine). Its
 * columns follow the storefront's own width (styles/home.css), never the window's: a phone
 * layout forced on a wide window (§2 platform_type=mobile) gets one full-width column.
 */
export function HomeTop() {
  const d = useLoaderData<HomeData | null>();
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  useLineAutoRefresh(Boolean(d?.top));
  if (!d?.top) return null;
  // §3 light version: fewer rows per list.
  const games = lightRows(d.top.games, prefs.flags);
  const accumulator = prefs.flags.accumulatorOfDayLine ? d.top.accumulator : null;
  return (
    <div className={`storefront__top${accumulator ? ' storefront__top--with-side' : ''}`} data-testid="home-top">
      {games.length > 0 ? (
        <section className="storefront__events" data-testid="home-top-events">
          <h2>{t('line_top_events')}</h2>
          <GamesList games={games} testId="top-events" />
        </section>
      ) : null}
      {accumulator ? <Accumulator {...accumulator} /> : null}
    </div>
  );
}

/** Every sport of the line with its icon: the storefront's quick links. */
const SPORTS = Object.values(SPORT_IDS);

export function HomeSports() {
  const { t } = useTranslation();
  const lt = useLineT();
  const href = useLngHref();
  return (
    <section className="storefront__sports" aria-labelledby="home-sports-title" data-testid="home-sports">
      <h2 id="home-sports-title">{t('home_sports')}</h2>
      <ul>
        {SPORTS.map((id) => (
          <li key={id}>
            <Link to={href(sportPath({ id }))} className="storefront__sport">
              <SportIcon sportId={id} size={22} />
              <span>{lt(`sport_${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
