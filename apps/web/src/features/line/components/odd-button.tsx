import type { GameSummary, Outcome } from '@sb/contracts';
import { OddsButton } from '../../../components/ui/odds-button';
import { teamMarksOf } from '../../../components/ui/team-badge';
import { couponBetOf, couponStore, useCoupon } from '../../../lib/coupon-store';
import { usePreferences } from '../../../lib/app-context';
import { formatCoef, outcomeLabelKey, paramText } from '../lib/format';
import { gameName } from '../lib/url';
import { useLineT } from '../lib/use-line';

interface Props {
  outcome: Outcome;
  game: Pick<GameSummary, 'team1' | 'team2' | 'title' | 'champName' | 'startAt' | 'statusId'>;
  /** Visible label (a column's short "1"/"X"/"O 2.5"); the full label is always the accessible name. */
  label?: string;
}

/**
 * One price: clicking it adds the selection to the coupon, clicking again removes it. A blocked
 * outcome shows as suspended; a price that changed since the last render shows its move
 * (spec §3 coefIndicationType, in the shared OddsButton).
 */
export function OddButton({ outcome, game, label }: Props) {
  const coupon = useCoupon();
  const [prefs] = usePreferences();
  const t = useLineT();
  const selected = coupon.bets.some((b) => b.market.id === outcome.id);
  const value = formatCoef(outcome.coef, prefs.coefViewId) ?? formatCoef(outcome.coef, 0) ?? '—';
  const name = outcome.name ?? t(outcomeLabelKey(outcome), { param: paramText(outcome) });
  // WCAG 2.5.3 label in name: what the button shows ("1 1.85") starts its accessible name.
  const full = label ? `${label} ${value}, ${name}` : `${name}: ${value}`;
  return (
    <OddsButton
      className="odd"
      price={value}
      value={outcome.coef}
      label={label}
      selected={selected}
      suspended={outcome.isBlocked}
      aria-label={full}
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
