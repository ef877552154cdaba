import type { ButtonHTMLAttributes } from 'react';
import type { CoefIndicationType } from '@sb/preferences';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { usePreferences } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { moveIndication, type PriceMove } from './price-move';
import { usePriceMove } from './use-price-move';

export interface OddsButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'value'> {
  /** The price as shown (already in the player's odds format). */
  price: string;
  /** The raw coefficient: a change between renders is shown as a move up or down. */
  value: number | null;
  /** A short visible label ("1", "X", "O 2.5"). */
  label?: string;
  selected?: boolean;
  /** The market is closed for now: the button is disabled and shows a lock. */
  suspended?: boolean;
  /** Force a move instead of detecting it (the UI gallery shows each state). */
  move?: PriceMove;
  /** Override the player's coefIndicationType preference (the UI gallery shows each one). */
  indication?: CoefIndicationType;
}

/**
 * The sportsbook's price button. A price that moved is marked for a few seconds as spec §3
 * coefIndicationType says (arrow and colour, colour only, or nothing); the state is also added
 * to the accessible name, so a screen reader hears "…, price went up".
 */
export function OddsButton({
  price,
  value,
  label,
  selected = false,
  suspended = false,
  move: forcedMove,
  indication,
  className,
  disabled,
  'aria-label': ariaLabel,
  ...rest
}: OddsButtonProps) {
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  const detected = usePriceMove(value);
  const move = forcedMove === undefined ? detected : forcedMove;
  const shown = moveIndication(move, indication ?? prefs.coefIndicationType, suspended);
  const state = suspended
    ? t('ui_odds_suspended')
    : shown.colour && move
      ? t(move === 'up' ? 'ui_odds_up' : 'ui_odds_down')
      : null;
  const classes = ['odds-btn'];
  if (className) classes.push(className);
  if (shown.colour && move) classes.push(`odds-btn--${move}`);
  if (suspended) classes.push('odds-btn--suspended');
  const Arrow = move === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      {...rest}
      className={classes.join(' ')}
      aria-pressed={selected}
      aria-label={ariaLabel && state ? `${ariaLabel}, ${state}` : ariaLabel}
      disabled={suspended || disabled}
      data-move={shown.colour && move ? move : undefined}
    >
      {/* The space keeps "W1 1.56" apart in the text (WCAG 2.5.3 label in name); flex hides it. */}
      {label ? <span className="odd__label odds-btn__label">{label}</span> : null}
      {label ? ' ' : null}
      <span className="odd__value odds-btn__value">
        {suspended ? <Lock className="odds-btn__icon" aria-hidden="true" /> : null}
        {price}
        {shown.arrow ? <Arrow className="odds-btn__icon" aria-hidden="true" /> : null}
      </span>
      {state && !ariaLabel ? <span className="visually-hidden">{state}</span> : null}
    </button>
  );
}
