import type { Outcome, ScheduledRound } from '@sb/contracts';
import { formatOddsById, oddsFromThousandths } from '@sb/odds';
import { OddsButton } from '../../../components/ui/odds-button';
import { teamMarksOf } from '../../../components/ui/team-badge';
import { couponBetOf, couponStore, useCoupon } from '../../../lib/coupon-store';
import { usePreferences } from '../../../lib/app-context';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { outcomeLabelOf } from '../lib/labels';

function formatCoef(coef: number, coefViewId: number): string {
  const odds = Number.isFinite(coef) ? oddsFromThousandths(Math.round(coef * 1000)) : undefined;
  if (odds === undefined) return '—';
  return formatOddsById(odds, coefViewId) ?? formatOddsById(odds, 0) ?? '—';
}

/**
 * One price of a scheduled round: a click adds it to the ordinary coupon (again removes it), as
 * every line price does; once the round has started (`closed`) or the outcome is blocked it shows
 * as suspended.
 */
export function ScheduledOdd({
  outcome,
  round,
  type,
  gameName,
  closed,
}: {
  outcome: Outcome;
  round: ScheduledRound;
  type: string;
  gameName: string;
  closed: boolean;
}) {
  const coupon = useCoupon();
  const [prefs] = usePreferences();
  const label = outcomeLabelOf(outcome, type, dynamicT(useTranslation().t));
  const selected = coupon.bets.some((b) => b.market.id === outcome.id);
  const value = formatCoef(outcome.coef, prefs.coefViewId);
  const suspended = closed || outcome.isBlocked;
  const { game } = round;
  return (
    <OddsButton
      className="odd sched-odd"
      price={value}
      value={outcome.coef}
      label={label}
      selected={selected}
      suspended={suspended}
      aria-label={`${label} ${value}`}
      data-testid="scheduled-odd"
      data-outcome-id={outcome.id}
      onClick={() =>
        couponStore.toggle(
          couponBetOf(
            { ...outcome, isBlocked: suspended },
            {
              gameName,
              champName: game.champName,
              startAt: game.startAt,
              gameStatusId: game.statusId,
              ...(round.competitors.length === 2 ? { teams: teamMarksOf(game) } : {}),
            },
          ),
        )
      }
    />
  );
}
