import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { Field } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { checkRecoveryCode, requestRecovery, saveRecoveredPassword } from '../api/recovery';
import { passwordProblem } from '../../../lib/password-rules';

/** Spec §3 lost-password flow: request, code, new password, save (then done). */
type Step =
  | { name: 'request' }
  | { name: 'code'; requestId: string }
  | { name: 'password'; resetToken: string }
  | { name: 'done' };

interface Props {
  /** What to offer once the password is saved (a link or button to log in). */
  loginAction: ReactNode;
  /** A recovery request already made (user/passwordreset?request=…): start at its code. */
  initialRequestId?: string | undefined;
}

export function RecoveryFlow({ loginAction, initialRequestId }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>(
    initialRequestId ? { name: 'code', requestId: initialRequestId } : { name: 'request' },
  );
  const [loginValue, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);

  const mutation = useMutation({
    mutationFn: async (current: Step): Promise<Step> => {
      if (current.name === 'request') return { name: 'code', requestId: (await requestRecovery(loginValue)).requestId };
      if (current.name === 'code')
        return { name: 'password', resetToken: (await checkRecoveryCode(current.requestId, code)).resetToken };
      if (current.name === 'password') {
        await saveRecoveredPassword(current.resetToken, password);
        return { name: 'done' };
      }
      return current;
    },
    onSuccess: (next) => setStep(next),
  });
  const error = mutation.error;
  // Spec §4: time_up means the code (or the reset permission) expired: start again.
  const expired = error instanceof ApiError && error.code === 'time_up';

  const restart = () => {
    mutation.reset();
    setCode('');
    setStep({ name: 'request' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = (field: string, text: string) => setFieldError({ field, text });
    setFieldError(null);
    if (step.name === 'request' && !loginValue.trim()) return problem('login', t('auth_field_required'));
    if (step.name === 'code' && !code.trim()) return problem('code', t('auth_field_required'));
    if (step.name === 'password') {
      const rule = passwordProblem(password);
      if (rule) return problem('password', t(rule));
      if (repeat !== password) return problem('repeat', t('auth_password_mismatch'));
    }
    mutation.mutate(step);
  };
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.text : null);

  if (step.name === 'done') {
    return (
      <div className="form" data-testid="recovery-done">
        <FormSuccess message={t('recovery_done')} />
        {loginAction}
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`recovery-${step.name}`}>
      {step.name === 'request' ? (
        <>
          <p>{t('recovery_request_text')}</p>
          <Field
            label={t('recovery_login')}
            name="login"
            autoComplete="username"
            value={loginValue}
            onChange={(e) => setLogin(e.target.value)}
            error={errorOf('login')}
            required
          />
        </>
      ) : null}
      {step.name === 'code' ? (
        <>
          <p>{t('recovery_code_text')}</p>
          <Field
            label={t('recovery_code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errorOf('code')}
            autoFocus
            required
          />
        </>
      ) : null}
      {step.name === 'password' ? (
        <>
          <Field
            label={t('recovery_new_password')}
            hint={t('auth_password_hint')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errorOf('password')}
            autoFocus
            required
          />
          <Field
            label={t('auth_password_repeat')}
            name="repeat"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={errorOf('repeat')}
            required
          />
        </>
      ) : null}
      <FormError message={mutation.isError ? errorText(error) : null} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {t(
            step.name === 'request'
              ? 'recovery_send_code'
              : step.name === 'code'
                ? 'recovery_check_code'
                : 'recovery_save',
          )}
        </button>
        {step.name !== 'request' ? (
          <button type="button" className="btn btn--ghost" onClick={restart}>
            {t(expired ? 'recovery_new_code' : 'recovery_start_again')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
