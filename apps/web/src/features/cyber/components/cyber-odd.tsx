import type { GameSummary, Outcome } from '@sb/contracts';
import { OUTCOME_TYPE } from '@sb/contracts/line-ids';
import { formatOddsById, oddsFromThousandths } from '@sb/odds';
import { OddsButton } from '../../../components/ui/odds-button';
import { teamMarksOf } from '../../../components/ui/team-badge';
import { couponBetOf, couponStore, useCoupon } from '../../../lib/coupon-store';
import { usePreferences } from '../../../lib/app-context';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { gameName } from '../lib/cyber-url';

function formatCoef(coef: number, coefViewId: number): string {
  const odds = Number.isFinite(coef) ? oddsFromThousandths(Math.round(coef * 1000)) : undefined;
  if (odds === undefined) return '—';
  return formatOddsById(odds, coefViewId) ?? formatOddsById(odds, 0) ?? '—';
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : '0');

/** The `{{param}}` of an outcome label (handicaps signed, totals as they are). */
export function paramOf(o: Pick<Outcome, 'typeId' | 'param'>): string {
  if (o.param === null) return '';
  if (o.typeId === OUTCOME_TYPE.handicap1 || o.typeId === OUTCOME_TYPE.handicap2) return signed(o.param);
  if (o.typeId === OUTCOME_TYPE.correctScore) return o.param < 0 ? '' : `${Math.floor(o.param / 100)}:${o.param % 100}`;
  return String(o.param);
}

/**
 * One esports price: a click adds it to the coupon (again removes it); a blocked outcome shows as
 * suspended and a moved price flashes (the shared OddsButton).
 */
export function CyberOdd({
  outcome,
  game,
}: {
  outcome: Outcome;
  game: Pick<GameSummary, 'team1' | 'team2' | 'title' | 'champName' | 'startAt' | 'statusId'>;
}) {
  const coupon = useCoupon();
  const [prefs] = usePreferences();
  const t = dynamicT(useTranslation().t);
  const selected = coupon.bets.some((b) => b.market.id === outcome.id);
  const value = formatCoef(outcome.coef, prefs.coefViewId);
  const key =
    outcome.typeId === OUTCOME_TYPE.correctScore && outcome.param !== null && outcome.param < 0
      ? 'outcome_13_other'
      : `outcome_${outcome.typeId}`;
  const name = outcome.name ?? t(key, { param: paramOf(outcome) });
  return (
    <OddsButton
      className="odd"
      price={value}
      value={outcome.coef}
      label={name}
      selected={selected}
      suspended={outcome.isBlocked}
      aria-label={`${name} ${value}`}
      data-testid="odd"
      data-outcome-id={outcome.id}
      onClick={() =>
        couponStore.toggle(
          couponBetOf(outcome, {
            gameName: gameName(game),
            champName: game.champName,
            startAt: game.startAt,
            gameStatusId: game.statusId,
            teams: teamMarksOf(game),
          }),
        )
      }
    />
  );
}
