import { useTranslation } from '../../../lib/i18n';
import { PROTECTION_THRESHOLDS, type ProtectionMethods } from '@sb/identity';
import type { MessageKey } from '@sb/i18n';
import type { SecurityStatus } from '../api/security';

const STATUS_TEXT = {
  bad: 'security_status_bad',
  normal: 'security_status_normal',
  good: 'security_status_good',
  full: 'security_status_full',
} as const satisfies Record<NonNullable<SecurityStatus['status']>, MessageKey>;

const METHOD_TEXT = {
  is_changed_password: 'security_method_is_changed_password',
  enable_two_factor_auth: 'security_method_enable_two_factor_auth',
  enable_phone_binding: 'security_method_enable_phone_binding',
  enable_security_question: 'security_method_enable_security_question',
  enable_email_auth: 'security_method_enable_email_auth',
} as const satisfies Record<keyof ProtectionMethods, MessageKey>;

/** Spec §3 protection_level and §4 protection level status (thresholds 30, 70, 100). */
export function ProtectionMeter({ security }: { security: SecurityStatus }) {
  const { t } = useTranslation();
  const status = security.status;
  return (
    <div className={`protection protection--${status ?? 'none'}`} data-testid="protection">
      <label className="protection__label" htmlFor="protection-meter">
        {t('security_level', { level: String(security.protection_level) })}
      </label>
      <meter
        id="protection-meter"
        className="protection__meter"
        min={0}
        max={PROTECTION_THRESHOLDS.full}
        low={PROTECTION_THRESHOLDS.bad}
        high={PROTECTION_THRESHOLDS.good}
        optimum={PROTECTION_THRESHOLDS.full}
        value={security.protection_level}
      />
      <p className="protection__status" data-testid="protection-status" data-status={status ?? ''}>
        {status ? t(STATUS_TEXT[status]) : null}
      </p>
      <ul className="protection__methods">
        {(Object.keys(METHOD_TEXT) as (keyof ProtectionMethods)[]).map((m) => {
          const on = security.protection_methods[m] === true;
          return (
            <li key={m} className={on ? 'is-on' : 'is-off'}>
              <span aria-hidden="true">{on ? '✓' : '○'}</span> {t(METHOD_TEXT[m])}{' '}
              <span className="visually-hidden">{t(on ? 'security_on' : 'security_off')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
