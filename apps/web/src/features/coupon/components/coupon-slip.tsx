import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_TYPE } from '@sb/contracts';
import { COUPON_TYPE, type CouponTypeId } from '@sb/coupon';
import { formatOddsById, oddsFromThousandths } from '@sb/odds';
import { usePreferences } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { couponSettingsStore, couponStore } from '../../../lib/coupon-store';
import { useCouponView, type CouponView } from '../hooks/use-coupon-view';
import { usePlaceCoupon } from '../hooks/use-place-coupon';
import { blocksOf, bonusCoefOf } from '../lib/coupon-math';
import { majorOf, moneyText } from '../lib/money';
import { hasBankers, hasLobby } from '../lib/type-offer';
import { CouponTools } from './coupon-tools';
import { CouponSettingsForm } from './coupon-settings';
import { LegRow } from './leg-row';
import { StakeField } from './stake-field';
import { TypeSwitch } from './type-switch';
import { isLiveLeg } from '../lib/live-legs';
import { PromoCodeField } from './promo-code-field';
import { HyperBonusHint, HyperBonusRows, useHyperBonusState } from './hyper-bonus';

function TotalOddsText({ thousandths }: { thousandths: bigint }) {
  const [prefs] = usePreferences();
  const odds = thousandths <= BigInt(Number.MAX_SAFE_INTEGER) ? oddsFromThousandths(Number(thousandths)) : undefined;
  return <>{odds ? (formatOddsById(odds, prefs.coefViewId) ?? majorOf(thousandths, 3)) : majorOf(thousandths, 3)}</>;
}

function Summary({ view }: { view: CouponView }) {
  const { t } = useTranslation();
  const { summary, currency, settings, typeId, state, limits } = view;
  // Issue 16: a coupon carrying the hyper bonus has no §5 coefficient (never both).
  const bonus =
    typeId === null || view.hyper?.applies
      ? undefined
      : bonusCoefOf(state.bets, limits?.isBonusExpressEnabled ?? false, typeId);
  return (
    <dl className="coupon-summary" data-testid="coupon-summary">
      {summary?.totalOdds !== undefined ? (
        <>
          <dt>{t('coupon_total_odds')}</dt>
          <dd data-testid="coupon-total-odds">
            <TotalOddsText thousandths={summary.totalOdds} />
          </dd>
        </>
      ) : null}
      {bonus ? (
        <>
          <dt>{t('coupon_bonus_coef', { coef: majorOf(bonus, 3) })}</dt>
          <dd />
        </>
      ) : null}
      {summary && summary.lineCount > 1 ? (
        <>
          <dt>{t('coupon_lines', { n: String(summary.lineCount) })}</dt>
          <dd>
            {t('coupon_stake_total')}: {moneyText(summary.stakeTaken, currency)}
          </dd>
        </>
      ) : null}
      {summary && settings.isPossibleWinShown ? (
        <>
          <dt>{t('coupon_possible_win')}</dt>
          <dd data-testid="coupon-possible-win">
            {summary.possibleWin.min !== undefined && summary.possibleWin.min !== summary.possibleWin.max
              ? t('coupon_possible_win_range', {
                  min: moneyText(summary.possibleWin.min, currency),
                  max: moneyText(summary.possibleWin.max, currency),
                })
              : moneyText(summary.possibleWin.max, currency)}
          </dd>
          <HyperBonusRows view={view} />
        </>
      ) : null}
      {limits ? (
        <>
          <dt>{t('coupon_max_payout')}</dt>
          <dd>{moneyText(limits.maxPayout, currency)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Stakes({ view }: { view: CouponView }) {
  const { t } = useTranslation();
  const { state, currency, steps, typeId, minAmount, maxAmount, maxApplies, settings } = view;
  const maxBound = maxApplies && !state.isActiveVipBet ? maxAmount : undefined;
  const common = { steps, currency, min: minAmount, max: maxBound };
  if (typeId === COUPON_TYPE.manySingles) {
    return (
      <div className="coupon-stakes">
        {state.bets.map((b) => (
          <StakeField
            key={b.market.id}
            label={`${t('coupon_amount')}: ${b.gameName}`}
            value={state.amountByBetId[b.market.id] ?? state.amount}
            onChange={(v) => couponStore.set((s) => ({ amountByBetId: { ...s.amountByBetId, [b.market.id]: v } }))}
            {...common}
          />
        ))}
      </div>
    );
  }
  if (typeId === COUPON_TYPE.conditional) {
    const blocks = blocksOf(state.bets);
    return (
      <div className="coupon-stakes">
        {blocks.map((block, i) => (
          <StakeField
            key={block.blockId}
            label={t('coupon_block_amount', { n: String(i + 1) })}
            value={state.amountByBlockId[String(block.blockId)] ?? (i === 0 ? state.amount : '')}
            onChange={(v) =>
              couponStore.set((s) => ({ amountByBlockId: { ...s.amountByBlockId, [String(block.blockId)]: v } }))
            }
            {...common}
          />
        ))}
      </div>
    );
  }
  return (
    <div className="coupon-stakes">
      <StakeField
        label={t('coupon_amount')}
        value={state.amount}
        onChange={(v) => couponStore.set({ amount: v })}
        testId="coupon-amount"
        {...common}
      />
      {maxBound !== undefined ? (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => couponStore.set({ amount: majorOf(maxBound, currency.exponent) })}
        >
          {t('coupon_max_button')}
        </button>
      ) : null}
      {settings.isManualAmountStep ? (
        <label className="coupon-field">
          <span>{t('coupon_step')}</span>
          <input
            inputMode="decimal"
            defaultValue={majorOf(steps.step, currency.exponent)}
            onBlur={(e) => {
              const minor = Math.round(Number(e.target.value.replace(',', '.')) * 10 ** currency.exponent);
              if (minor > 0)
                couponSettingsStore.set({
                  amountStepByCurrencyIso: { ...settings.amountStepByCurrencyIso, [currency.iso]: minor },
                });
            }}
          />
        </label>
      ) : null}
      {minAmount !== undefined && maxAmount !== undefined ? (
        <p className="coupon-hint">
          {t('coupon_min_max', { min: moneyText(minAmount, currency), max: moneyText(maxAmount, currency) })}
        </p>
      ) : null}
    </div>
  );
}

/** The bet slip: selections, type, stakes, totals, options and the place button (§3, §4, §5). */
export function CouponSlip() {
  const { t } = useTranslation();
  const href = useLngHref();
  const view = useCouponView();
  const { state, settings, typeId, account, accounts, currency } = view;
  const { mutation, coefChanged, dismissCoefChanged } = usePlaceCoupon({ keepSelections: settings.isCouponFixed });
  useHyperBonusState(view);

  // §3 Coupon settings isAutoMax: the stake follows the maximum where the max applies.
  const autoMax = settings.isAutoMax && view.maxApplies && view.maxAmount !== undefined;
  const autoMaxText = autoMax ? majorOf(view.maxAmount as bigint, currency.exponent) : null;
  useEffect(() => {
    if (autoMaxText !== null && couponStore.get().amount !== autoMaxText) couponStore.set({ amount: autoMaxText });
  }, [autoMaxText]);
  // VIP bet stays on only while available (§5).
  useEffect(() => {
    if (!view.vipAvailable && state.isActiveVipBet) couponStore.set({ isActiveVipBet: false });
  }, [view.vipAvailable, state.isActiveVipBet]);

  if (state.bets.length === 0) {
    return (
      <div className="coupon-slip coupon-slip--empty">
        <p className="coupon-empty" data-testid="coupon-empty">
          {t('coupon_empty')}
        </p>
        <CouponTools />
        <CouponSettingsForm settings={settings} betCount={0} showOneClick={view.showOneClick} />
      </div>
    );
  }

  const mark = (tid: CouponTypeId | null) =>
    tid !== null && hasBankers(tid)
      ? 'banker'
      : tid !== null && hasLobby(tid)
        ? 'lobby'
        : tid === COUPON_TYPE.conditional
          ? 'block'
          : null;
  const locked = state.bets.some((b) => b.isBlocked || b.gameStatusId === 4);
  const place = () => {
    if (typeId === null || !account || !view.input) return;
    mutation.mutate({
      typeId,
      bets: state.bets,
      accountId: account.id,
      amount: view.amount,
      systemValue: view.systemValue,
      amountByBlockId: view.input.amountByBlockId,
      amountByBetId: view.input.amountByBetId,
      settings,
      isVipBet: state.isActiveVipBet && view.vipAvailable,
      promoCode: state.promoCode,
      antiExpressCoef:
        typeId === COUPON_TYPE.antiExpress && view.summary?.totalOdds !== undefined
          ? Number(view.summary.totalOdds) / 1000
          : null,
    });
  };
  const canPlace = view.summary !== null && !locked && !mutation.isPending && typeId !== null;

  return (
    <div className="coupon-slip" data-testid="coupon-slip">
      <div className="coupon-slip__bar">
        <span data-testid="coupon-count">{t('coupon_count', { n: String(state.bets.length) })}</span>
        <button type="button" className="btn btn--ghost" data-testid="coupon-clear" onClick={() => couponStore.clear()}>
          {t('coupon_clear_all')}
        </button>
      </div>
      <ul className="coupon-legs">
        {state.bets.map((b) => (
          <LegRow key={b.market.id} bet={b} mark={mark(typeId)} blockCount={state.bets.length} />
        ))}
      </ul>
      {typeId !== null ? (
        <TypeSwitch
          offered={view.offered}
          typeId={typeId}
          systemValues={view.systemValues}
          systemValue={view.systemValue}
          legCount={typeId === COUPON_TYPE.multiBet ? state.bets.filter((b) => !b.isLobby).length : state.bets.length}
        />
      ) : null}
      <Stakes view={view} />
      {view.authenticated && settings.isSelectAccountShown && accounts.length > 1 ? (
        <label className="coupon-field">
          <span>{t('coupon_account')}</span>
          <select
            value={account?.id ?? ''}
            data-testid="coupon-account"
            onChange={(e) => couponStore.set({ accountId: Number(e.target.value) })}
          >
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {t(a.type === ACCOUNT_TYPE.bonus ? 'coupon_account_bonus' : 'coupon_account_main')} ({a.iso})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {view.authenticated && settings.isBalanceShown && account ? (
        <p className="coupon-balance" data-testid="coupon-balance">
          {t('coupon_balance')}: {moneyText(account.moneyMinor, currency)}
        </p>
      ) : null}
      {view.vipAvailable ? (
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={state.isActiveVipBet}
            onChange={(e) => couponStore.set({ isActiveVipBet: e.target.checked })}
          />
          {t('coupon_vip_bet')}
        </label>
      ) : null}
      <Summary view={view} />
      <HyperBonusHint view={view} />
      <PromoCodeField
        code={state.promoCode}
        currency={view.currency}
        onChange={(promoCode) => couponStore.set({ promoCode })}
      />
      {coefChanged ? (
        <div className="notice notice--info coupon-coef-changed" role="alert" data-testid="coupon-coef-changed">
          <p>{t('coupon_coef_changed')}</p>
          <button type="button" className="btn btn--primary" onClick={place} data-testid="coupon-accept-changes">
            {t('coupon_accept_changes')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={dismissCoefChanged}>
            {t('coupon_cancel')}
          </button>
        </div>
      ) : null}
      {view.authenticated ? (
        <button
          type="button"
          className="btn btn--primary coupon-place"
          disabled={!canPlace}
          data-testid="coupon-place"
          onClick={place}
        >
          {mutation.isPending
            ? t(state.bets.some(isLiveLeg) ? 'live_accepting' : 'coupon_placing')
            : t('coupon_place_bet')}
        </button>
      ) : (
        <p className="coupon-login" data-testid="coupon-login-prompt">
          {t('coupon_login_to_bet')}{' '}
          <Link className="btn btn--primary" to={href('login')}>
            {t('coupon_login')}
          </Link>
        </p>
      )}
      <CouponTools />
      <CouponSettingsForm settings={settings} betCount={state.bets.length} showOneClick={view.showOneClick} />
    </div>
  );
}
