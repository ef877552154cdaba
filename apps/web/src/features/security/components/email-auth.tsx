import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CheckField, Field } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, useSecurityMutation } from '../api/security';
import { SecuritySection } from './security-section';

interface Props {
  email: string | null;
  /** Spec §4 activation type 1 (e-mail only) or 2 (phone and e-mail). */
  confirmed: boolean;
  enabled: boolean;
}

/** E-mail confirmation (the code sent at registration) and the e-mail login confirmation toggle. */
export function EmailAuth({ email, confirmed, enabled }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  // While saving, the box shows the value asked for; then the value read back from the server.
  const [asked, setAsked] = useState<boolean | null>(null);
  const confirm = useSecurityMutation(securityCalls.confirmEmail, () => setCode(''));
  const toggle = useSecurityMutation(securityCalls.setEmailAuth);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) confirm.mutate(code.trim());
  };
  return (
    <SecuritySection title={t('security_email_title')} testId="security-email">
      <p className="field__hint">
        {email
          ? t(confirmed ? 'security_email_confirmed' : 'security_email_unconfirmed', { email })
          : t('security_email_none')}
      </p>
      {email && !confirmed ? (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('security_email_code')}
            name="emailCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={missing ? t('auth_field_required') : null}
          />
          <FormError message={confirm.isError ? errorText(confirm.error) : null} />
          <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
            {t('security_confirm')}
          </button>
        </form>
      ) : null}
      <CheckField
        label={t('security_email_auth')}
        name="emailAuth"
        checked={asked ?? enabled}
        disabled={toggle.isPending || (!enabled && !confirmed)}
        onChange={(e) => {
          setAsked(e.target.checked);
          toggle.mutate(e.target.checked, { onSettled: () => setAsked(null) });
        }}
      />
      {!enabled && !confirmed ? <p className="field__hint">{t('security_email_auth_needs_email')}</p> : null}
      <FormError message={toggle.isError ? errorText(toggle.error) : null} />
      <FormSuccess message={toggle.isSuccess || confirm.isSuccess ? t('main_save_success') : null} />
    </SecuritySection>
  );
}
