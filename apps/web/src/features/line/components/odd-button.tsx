import type { GameSummary, Outcome } from '@sb/contracts';
import { couponBetOf, couponStore, useCoupon } from '../../../lib/coupon-store';
import { usePreferences } from '../../../app/app-context';
import { formatCoef, outcomeLabelKey, paramText } from '../lib/format';
import { gameName } from '../lib/url';
import { useLineT } from '../lib/use-line';

interface Props {
  outcome: Outcome;
  game: Pick<GameSummary, 'team1' | 'team2' | 'title' | 'champName' | 'startAt' | 'statusId'>;
  /** Visible label (a column's short "1"/"X"/"O 2.5"); the full label is always the accessible name. */
  label?: string;
}

/** One price: clicking it adds the selection to the coupon, clicking again removes it. */
export function OddButton({ outcome, game, label }: Props) {
  const coupon = useCoupon();
  const [prefs] = usePreferences();
  const t = useLineT();
  const selected = coupon.bets.some((b) => b.market.id === outcome.id);
  const value = formatCoef(outcome.coef, prefs.coefViewId) ?? formatCoef(outcome.coef, 0) ?? '—';
  const full = `${outcome.name ?? t(outcomeLabelKey(outcome), { param: paramText(outcome) })}: ${value}`;
  return (
    <button
      type="button"
      className="odd"
      aria-pressed={selected}
      aria-label={full}
      disabled={outcome.isBlocked}
      data-testid="odd"
      data-outcome-id={outcome.id}
      onClick={() =>
        couponStore.toggle(
          couponBetOf(outcome, {
            gameName: gameName(game),
            champName: game.champName,
            startAt: game.startAt,
            gameStatusId: game.statusId,
          }),
        )
      }
    >
      {label ? <span className="odd__label">{label}</span> : null}
      <span className="odd__value">{value}</span>
    </button>
  );
}
