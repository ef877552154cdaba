import type { CouponSettings } from '../../../lib/coupon-store';
import { DEFAULT_AMOUNT_STEPS, FALLBACK_STEP_CURRENCY } from './constants';

export interface AmountSteps {
  /** Minor units added or taken by the + and − buttons. */
  step: number;
  /** Minor units the amount starts at. */
  initial: number;
}

export interface AmountStepSources {
  settings: Pick<CouponSettings, 'isManualAmountStep' | 'amountStepByCurrencyIso'>;
  /** Site config couponAmountSteps (§9), when loaded. */
  config?: { fallbackCurrency: string; steps: Record<string, AmountSteps> } | undefined;
}

/**
 * §9 Coupon: amount step and initial bet per currency, falling back to RUB. The player's own step
 * (§3 Coupon settings isManualAmountStep, amountStepByCurrencyIso) wins over the configured one.
 */
export function amountStepsFor(iso: string, sources: AmountStepSources): AmountSteps {
  const configured = sources.config?.steps ?? {};
  const fallback = sources.config?.fallbackCurrency ?? FALLBACK_STEP_CURRENCY;
  const base =
    configured[iso] ??
    DEFAULT_AMOUNT_STEPS[iso] ??
    configured[fallback] ??
    DEFAULT_AMOUNT_STEPS[fallback] ??
    (DEFAULT_AMOUNT_STEPS[FALLBACK_STEP_CURRENCY] as AmountSteps);
  const manual = sources.settings.amountStepByCurrencyIso[iso];
  return sources.settings.isManualAmountStep && manual !== undefined && manual > 0 ? { ...base, step: manual } : base;
}

/**
 * One press of + (direction 1) or − (−1): the next multiple of the step, kept within min and max.
 * An empty amount starts at the initial bet.
 */
export function stepAmount(
  current: bigint | null,
  steps: AmountSteps,
  direction: 1 | -1,
  bounds: { min?: bigint | undefined; max?: bigint | undefined } = {},
): bigint {
  const step = BigInt(steps.step);
  let next: bigint;
  if (current === null || current <= 0n) next = BigInt(steps.initial);
  else if (direction === 1) next = (current / step + 1n) * step;
  else next = current % step === 0n ? current - step : (current / step) * step;
  if (bounds.min !== undefined && next < bounds.min) next = bounds.min;
  if (bounds.max !== undefined && next > bounds.max) next = bounds.max;
  return next;
}
