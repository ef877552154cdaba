import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { FormError } from '../../components/ui/form-message';
import { useErrorText } from '../../lib/use-error-text';
import { securityStatusQuery, userConfigQuery } from './api/security';
import { ChangePassword } from './components/change-password';
import { EmailAuth } from './components/email-auth';
import { PhoneBinding } from './components/phone-binding';
import { QrConfirm } from './components/qr-confirm';
import { ProtectionMeter } from './components/protection-meter';
import { SecurityQuestion } from './components/security-question';
import { SessionsList } from './components/sessions-list';
import { TwoFactor } from './components/two-factor';

/** Spec §2 office/security: protection level and the methods that raise it, and sessions. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const security = useQuery(securityStatusQuery);
  const user = useQuery(userConfigQuery);
  const methods = security.data?.protection_methods ?? {};
  const failed = security.error ?? user.error;
  return (
    <section className="page security" data-route-id="office_security">
      <h1>{t('page_office_security')}</h1>
      {/* Issue 17 QR authorization: this page is where a scanned QR code leads. */}
      <QrConfirm />
      {failed ? <FormError message={errorText(failed)} /> : null}
      {security.data && user.data ? (
        <div className="security__grid">
          <ProtectionMeter security={security.data} />
          <TwoFactor enabled={methods.enable_two_factor_auth === true} />
          <ChangePassword />
          <PhoneBinding phone={user.data.phone_number} bound={methods.enable_phone_binding === true} />
          <EmailAuth
            email={user.data.user_email}
            confirmed={user.data.activation_type === 1 || user.data.activation_type === 2}
            enabled={methods.enable_email_auth === true}
          />
          <SecurityQuestion isSet={methods.enable_security_question === true} />
          <SessionsList />
        </div>
      ) : failed ? null : (
        <p className="field__hint">{t('main_loading')}</p>
      )}
    </section>
  );
}
