import { useState, type ReactNode } from 'react';
import { COEF_CHANGE_POLICY } from '@sb/coupon';
import { Dialog } from '../../../components/ui/dialog';
import { couponSettingsStore, type CouponSettings } from '../../../lib/coupon-store';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { oneClickStep } from '../lib/one-click';

const POLICIES = Object.values(COEF_CHANGE_POLICY);

function Check({
  checked,
  onChange,
  children,
  testId,
  disabled,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <label className="coupon-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/**
 * §3 Coupon settings with the §4 rules: one-click asks first when the coupon has selections
 * (confirming clears it, declining leaves one-click off); exact coefficient off also turns
 * drop-on-score-change off; drop-on-score-change on turns one-click off.
 */
export function CouponSettingsForm({
  settings,
  betCount,
  showOneClick,
}: {
  settings: CouponSettings;
  betCount: number;
  showOneClick: boolean;
}) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<CouponSettings>) => couponSettingsStore.set(patch);
  const onOneClick = (enable: boolean) => {
    const step = oneClickStep(enable, betCount);
    if (step === 'confirm') setConfirming(true);
    else set({ isActiveOneClick: step === 'enable' });
  };
  return (
    <details className="coupon-settings" data-testid="coupon-settings">
      <summary>{t('coupon_settings')}</summary>
      <label className="coupon-field">
        <span>{t('coupon_policy')}</span>
        <select
          value={settings.changeCoefAction}
          data-testid="coupon-policy"
          onChange={(e) => set({ changeCoefAction: Number(e.target.value) as CouponSettings['changeCoefAction'] })}
        >
          {POLICIES.map((p) => (
            <option key={p} value={p}>
              {tr(`coupon_policy_${p}`)}
            </option>
          ))}
        </select>
      </label>
      <Check
        checked={settings.exactCoef === 1}
        onChange={(v) => set({ exactCoef: v ? 1 : 0 })}
        testId="coupon-exact-coef"
      >
        {t('coupon_exact_coef')}
      </Check>
      <Check
        checked={settings.isDropOnScoreChange}
        disabled={settings.exactCoef !== 1}
        onChange={(v) => set({ isDropOnScoreChange: v })}
        testId="coupon-drop-on-score"
      >
        {t('coupon_drop_on_score_change')}
      </Check>
      {showOneClick ? (
        <Check checked={settings.isActiveOneClick} onChange={onOneClick} testId="coupon-one-click">
          {t('coupon_one_click')}
        </Check>
      ) : null}
      <Check checked={settings.isAutoMax} onChange={(v) => set({ isAutoMax: v })}>
        {t('coupon_auto_max')}
      </Check>
      <Check checked={settings.isBalanceShown} onChange={(v) => set({ isBalanceShown: v })}>
        {t('coupon_show_balance')}
      </Check>
      <Check checked={settings.isPossibleWinShown} onChange={(v) => set({ isPossibleWinShown: v })}>
        {t('coupon_show_possible_win')}
      </Check>
      <Check checked={settings.isSelectAccountShown} onChange={(v) => set({ isSelectAccountShown: v })}>
        {t('coupon_show_account_select')}
      </Check>
      <Check checked={settings.isCouponFixed} onChange={(v) => set({ isCouponFixed: v })} testId="coupon-keep">
        {t('coupon_keep_selections')}
      </Check>
      <Check checked={settings.isManualAmountStep} onChange={(v) => set({ isManualAmountStep: v })}>
        {t('coupon_manual_step')}
      </Check>
      {confirming ? (
        <Dialog
          title={t('coupon_one_click_enable_warning')}
          onClose={() => setConfirming(false)}
          alert
          testId="one-click-confirm"
        >
          <p>{t('coupon_will_be_cleared')}</p>
          <div className="dialog__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                couponSettingsStore.enableOneClickClearing();
                setConfirming(false);
              }}
            >
              {t('coupon_confirm')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('coupon_cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </details>
  );
}
