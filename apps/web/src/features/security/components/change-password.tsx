import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { passwordProblem } from '../../../lib/password-rules';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, useSecurityMutation } from '../api/security';
import { SecuritySection } from './security-section';

/** Changing the password ends every other session (the server's rule); this one stays. */
export function ChangePassword() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ field: 'old' | 'new' | 'repeat'; text: string } | null>(null);
  const mutation = useSecurityMutation(securityCalls.changePassword, () => {
    setOld('');
    setNew('');
    setRepeat('');
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.reset();
    if (!oldPassword) return setProblem({ field: 'old', text: t('auth_field_required') });
    const rule = passwordProblem(newPassword);
    if (rule) return setProblem({ field: 'new', text: t(rule) });
    if (repeat !== newPassword) return setProblem({ field: 'repeat', text: t('auth_password_mismatch') });
    setProblem(null);
    mutation.mutate({ oldPassword, newPassword });
  };
  const err = (field: 'old' | 'new' | 'repeat') => (problem?.field === field ? problem.text : null);
  return (
    <SecuritySection title={t('security_password_title')} testId="security-password">
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('security_old_password')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
          error={err('old')}
          required
        />
        <Field
          label={t('recovery_new_password')}
          hint={t('auth_password_hint')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={err('new')}
          required
        />
        <Field
          label={t('auth_password_repeat')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={err('repeat')}
          required
        />
        <FormError message={mutation.isError ? errorText(mutation.error) : null} />
        <FormSuccess message={mutation.isSuccess ? t('security_password_changed') : null} />
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {t('security_change_password')}
        </button>
      </form>
    </SecuritySection>
  );
}
