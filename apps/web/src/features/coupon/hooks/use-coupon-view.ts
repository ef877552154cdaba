import { useQuery } from '@tanstack/react-query';
import {
  BONUS_ACCOUNT_TYPE,
  isCouponTypeId,
  isMaxAmountApplicable,
  isVipBetAvailable,
  moneyFromMinor,
  type CouponSummary,
  type CouponTypeId,
} from '@sb/coupon';
import type { BetLimits } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { useCoupon, useCouponSettings, type CouponState, type CouponSettings } from '../../../lib/coupon-store';
import { accountsQuery, activeAccountOf, type Account } from '../../../lib/accounts';
import { limitsQuery } from '../api/betting';
import { amountStepsFor, type AmountSteps } from '../lib/amount-steps';
import { summaryOf, type CouponInput } from '../lib/coupon-math';
import { hyperQuote, hyperRulesOf, type HyperQuote } from '../lib/hyper-bonus';
import { currencyView, parseStake, type CurrencyView } from '../lib/money';
import { effectiveSystemValue, effectiveType, offeredTypes, systemChoice } from '../lib/type-offer';

export interface CouponView {
  state: CouponState;
  settings: CouponSettings;
  authenticated: boolean;
  accounts: Account[];
  account: Account | undefined;
  currency: CurrencyView;
  limits: BetLimits | undefined;
  steps: AmountSteps;
  offered: CouponTypeId[];
  typeId: CouponTypeId | null;
  systemValues: number[];
  systemValue: number | null;
  input: CouponInput | null;
  summary: CouponSummary | null;
  /** Issue 16 hyper bonus of these selections (null: none can come of them). */
  hyper: HyperQuote | null;
  amount: bigint | null;
  minAmount: bigint | undefined;
  maxAmount: bigint | undefined;
  maxApplies: boolean;
  vipAvailable: boolean;
  showOneClick: boolean;
  availableRoutes: readonly number[];
}

const parseMap = (m: Record<string, string>, exponent: number) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, parseStake(v, exponent)]));

/** Everything the bet slip shows, derived from the coupon, its settings, the account and the limits. */
export function useCouponView(): CouponView {
  const state = useCoupon();
  const settings = useCouponSettings();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const authenticated = initial.authenticated;
  const accountsQ = useQuery({ ...accountsQuery, enabled: authenticated });
  const accounts = accountsQ.data?.accounts ?? [];
  const account = accounts.find((a) => a.id === state.accountId) ?? activeAccountOf(accountsQ.data);
  const iso = account?.iso ?? config?.geoCurrency ?? config?.couponAmountSteps.fallbackCurrency ?? 'RUB';
  const currency = currencyView(config?.currencies, iso, account?.symbol);
  const limitsQ = useQuery({ ...limitsQuery(iso), enabled: authenticated });
  const limits = limitsQ.data;
  const steps = amountStepsFor(iso, {
    settings,
    config:
      config?.couponAmountSteps ??
      (limits
        ? {
            fallbackCurrency: iso,
            steps: { [iso]: { step: Number(limits.amountStep), initial: Number(limits.initialAmount) } },
          }
        : undefined),
  });

  const offered = offeredTypes(state.bets);
  const typeId = effectiveType(state.typeId, offered);
  const choice = typeId === null ? { values: [], bankers: 0 } : systemChoice(typeId, state.bets);
  const systemValue = effectiveSystemValue(state.systemValue, choice.values);
  // An empty stake field stands for the currency's initial bet it shows as its placeholder (§9).
  const amount = state.amount.trim() === '' ? BigInt(steps.initial) : parseStake(state.amount, currency.exponent);
  const input: CouponInput | null =
    typeId === null
      ? null
      : {
          typeId,
          bets: state.bets,
          amount,
          systemValue,
          amountByBlockId: parseMap(state.amountByBlockId, currency.exponent),
          amountByBetId: parseMap(state.amountByBetId, currency.exponent),
          bonusExpressEnabled: limits?.isBonusExpressEnabled ?? false,
          antiExpressCoef: state.antiExpressCoef,
        };
  const maxPayout = limits ? BigInt(limits.maxPayout) : undefined;
  const withBonus = input ? summaryOf(input, maxPayout) : null;
  const accountType = account?.type ?? 0;
  // Issue 16: the hyper bonus and the §5 coefficient are never both on a coupon (the larger gain stays).
  const plain = input?.bonusExpressEnabled ? summaryOf({ ...input, bonusExpressEnabled: false }, maxPayout) : withBonus;
  const hyper = hyperQuote({
    rules: hyperRulesOf(limits),
    typeId,
    bets: state.bets,
    accountType,
    promoCode: state.promoCode,
    plain,
    withBonus,
  });
  const summary = hyper?.applies ? plain : withBonus;
  const maxAmount = limits ? BigInt(limits.maxAmount) : undefined;
  const maxApplies =
    typeId !== null &&
    limits !== undefined &&
    isMaxAmountApplicable({
      typeId,
      configuredTypeIds: limits.maxAmountCouponTypes.filter(isCouponTypeId),
      accountType,
    });
  const vipAvailable =
    typeId !== null &&
    accountType !== BONUS_ACCOUNT_TYPE &&
    isVipBetAvailable({
      siteAllowsVipBet: limits?.isVipBetEnabled ?? false,
      maxBetAmount: maxAmount === undefined ? undefined : moneyFromMinor(maxAmount),
      bets: state.bets.map((b) => ({ isLive: b.market.isLive })),
      typeId,
    });
  return {
    state,
    settings,
    authenticated,
    accounts,
    account,
    currency,
    limits,
    steps,
    offered,
    typeId,
    systemValues: choice.values,
    systemValue,
    input,
    summary,
    hyper,
    amount,
    minAmount: limits ? BigInt(limits.minAmount) : undefined,
    maxAmount,
    maxApplies,
    vipAvailable,
    showOneClick: config?.show_one_click ?? false,
    availableRoutes: config?.availableRoutes ?? [],
  };
}
