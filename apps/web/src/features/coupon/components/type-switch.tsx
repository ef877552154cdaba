import type { CouponTypeId } from '@sb/coupon';
import { couponStore } from '../../../lib/coupon-store';
import { useTranslation, dynamicT } from '../../../lib/i18n';

interface TypeSwitchProps {
  offered: readonly CouponTypeId[];
  typeId: CouponTypeId;
  systemValues: readonly number[];
  systemValue: number | null;
  /** n of "k of n": the legs a system line is chosen from (bankers included). */
  legCount: number;
}

/** §3 Coupon types offered by the selections, and the system size (§4/§5: at least 2). */
export function TypeSwitch({ offered, typeId, systemValues, systemValue, legCount }: TypeSwitchProps) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  return (
    <div className="coupon-types">
      <label className="coupon-field">
        <span>{t('coupon_type')}</span>
        <select
          value={typeId}
          data-testid="coupon-type"
          onChange={(e) => couponStore.set({ typeId: Number(e.target.value), antiExpressCoef: null })}
        >
          {offered.map((id) => (
            <option key={id} value={id}>
              {tr(`coupon_type_${id}`)}
            </option>
          ))}
        </select>
      </label>
      {systemValues.length > 0 ? (
        <label className="coupon-field">
          <span>{t('coupon_system_value')}</span>
          <select
            value={systemValue ?? ''}
            data-testid="coupon-system-value"
            onChange={(e) => couponStore.set({ systemValue: Number(e.target.value) })}
          >
            {systemValues.map((k) => (
              <option key={k} value={k}>
                {t('coupon_system_of', { k: String(k), n: String(legCount) })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
