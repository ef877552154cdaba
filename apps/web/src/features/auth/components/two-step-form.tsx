import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { loginTwoStep } from '../api/login';

/** Spec §3 form login_password_two_step_code: the authenticator (or a backup) code. */
export function TwoStepForm(props: { ticket: string | null; onLoggedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: (value: string) => loginTwoStep(props.ticket, value),
    onSuccess: props.onLoggedIn,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() !== '') mutation.mutate(code);
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="form-login_password_two_step_code">
      <h2>{t('auth_two_step_title')}</h2>
      <p>{t('auth_two_step_text')}</p>
      <Field
        label={t('auth_two_step_code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={missing ? t('auth_field_required') : null}
        autoFocus
        required
      />
      <FormError message={mutation.isError ? errorText(mutation.error) : null} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending || mutation.isSuccess}>
          {t('auth_submit_login')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onBack}>
          {t('auth_back')}
        </button>
      </div>
    </form>
  );
}
