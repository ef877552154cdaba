import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { base64Utf8 } from '../../../lib/base64';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, useSecurityMutation, type TwoFactorSetup } from '../api/security';
import { SecuritySection } from './security-section';

/** The QR code as a data: image: the CSP allows data: images, never inline markup or scripts. */
const qrSource = (svg: string) => `data:image/svg+xml;base64,${base64Utf8(svg)}`;

function CodeForm(props: {
  label: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) props.onCode(code.trim());
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={props.testId}>
      <Field
        label={props.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={missing ? t('auth_field_required') : null}
      />
      <FormError message={props.error} />
      <button type="submit" className="btn btn--primary" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}

/** Two-factor (TOTP): set up (QR and secret), enable with a code, backup codes once; disable. */
export function TwoFactor({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const start = useSecurityMutation(securityCalls.setupTwoFactor, setSetup);
  const enable = useSecurityMutation(securityCalls.enableTwoFactor, (r) => {
    setSetup(null);
    setBackupCodes(r.backupCodes);
  });
  const disable = useSecurityMutation(securityCalls.disableTwoFactor);

  return (
    <SecuritySection title={t('security_2fa_title')} testId="security-2fa">
      <p className="field__hint" data-testid="two-factor-state">
        {t(enabled ? 'security_2fa_on' : 'security_2fa_off')}
      </p>
      {backupCodes ? (
        <div className="backup-codes" data-testid="backup-codes">
          <p role="status">{t('security_2fa_backup_text')}</p>
          <ul className="backup-codes__list">
            {backupCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--primary" onClick={() => setBackupCodes(null)}>
            {t('security_2fa_backup_saved')}
          </button>
        </div>
      ) : null}
      {!enabled && !setup ? (
        <>
          <FormError message={start.isError ? errorText(start.error) : null} />
          <button type="button" className="btn btn--primary" disabled={start.isPending} onClick={() => start.mutate()}>
            {t('security_2fa_setup')}
          </button>
        </>
      ) : null}
      {!enabled && setup ? (
        <div className="two-factor__setup">
          <p>{t('security_2fa_scan')}</p>
          <img
            className="two-factor__qr"
            src={qrSource(setup.qrSvg)}
            alt={t('security_2fa_qr_alt')}
            width={200}
            height={200}
            data-testid="two-factor-qr"
          />
          <p>
            {t('security_2fa_secret')} <code data-testid="two-factor-secret">{setup.secret}</code>
          </p>
          <p>
            <a href={setup.otpauthUrl}>{t('security_2fa_open_app')}</a>
          </p>
          <CodeForm
            label={t('auth_two_step_code')}
            submitLabel={t('security_2fa_enable')}
            busy={enable.isPending}
            error={enable.isError ? errorText(enable.error) : null}
            onCode={(code) => enable.mutate(code)}
            testId="two-factor-enable"
          />
        </div>
      ) : null}
      {enabled && !backupCodes ? (
        <CodeForm
          label={t('security_2fa_disable_code')}
          submitLabel={t('security_2fa_disable')}
          busy={disable.isPending}
          error={disable.isError ? errorText(disable.error) : null}
          onCode={(code) => disable.mutate(code)}
          testId="two-factor-disable"
        />
      ) : null}
    </SecuritySection>
  );
}
