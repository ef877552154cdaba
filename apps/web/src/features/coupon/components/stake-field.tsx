import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { stepAmount, type AmountSteps } from '../lib/amount-steps';
import { majorOf, parseStake, type CurrencyView } from '../lib/money';

interface StakeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  steps: AmountSteps;
  currency: CurrencyView;
  min?: bigint | undefined;
  max?: bigint | undefined;
  testId?: string;
}

/** A stake in major units with − and + buttons moving by the currency's step (§9 Coupon). */
export function StakeField({ label, value, onChange, steps, currency, min, max, testId }: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const step = (direction: 1 | -1) =>
    onChange(
      majorOf(stepAmount(parseStake(value, currency.exponent), steps, direction, { min, max }), currency.exponent),
    );
  return (
    <div className="coupon-stake">
      <label htmlFor={id}>{label}</label>
      <div className="coupon-stake__row">
        <button type="button" className="btn btn--ghost" aria-label={t('coupon_amount_minus')} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={majorOf(steps.initial, currency.exponent)}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="coupon-stake__currency">{currency.symbol}</span>
        <button type="button" className="btn btn--ghost" aria-label={t('coupon_amount_plus')} onClick={() => step(1)}>
          +
        </button>
      </div>
    </div>
  );
}
