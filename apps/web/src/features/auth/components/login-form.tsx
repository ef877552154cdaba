import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { CheckField, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorText } from '../../../lib/use-error-text';
import { maskPlaceholder, maskedNational, nationalProblem, phoneProblemKey } from '../../../lib/phone-input';
import { login, type AuthAnswer, type LoginInput, type PasswordForm } from '../api/login';

interface LoginFormProps {
  onLoggedIn: () => void;
  onTwoStep: (ticket: string) => void;
}

type Required = 'login' | 'passwordLogin' | 'phone' | 'passwordPhone';

/** Spec §3 Auth form: currentForm, login, phone, passwordLogin, passwordPhone, remember. */
export function LoginForm({ onLoggedIn, onTwoStep }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [currentForm, setCurrentForm] = useState<PasswordForm>('login_password');
  const [loginValue, setLogin] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [passwordLogin, setPasswordLogin] = useState('');
  const [passwordPhone, setPasswordPhone] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<Required>>(new Set());
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer: AuthAnswer) => ('two_step_required' in answer ? onTwoStep(answer.ticket) : onLoggedIn()),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values: Partial<Record<Required, string>> =
      currentForm === 'login_password' ? { login: loginValue, passwordLogin } : { phone, passwordPhone };
    const empty = new Set(
      (Object.entries(values) as [Required, string][]).filter(([, v]) => v.trim() === '').map(([k]) => k),
    );
    setMissing(empty);
    if (empty.size > 0) return;
    // Spec §3: the number must fit its country's mask before it is sent.
    const problem = currentForm === 'phone_password' ? nationalProblem(countryCode, phone) : null;
    setPhoneProblem(problem ? t(phoneProblemKey(problem)) : null);
    if (problem) return;
    mutation.mutate(
      currentForm === 'login_password'
        ? { form: currentForm, login: loginValue, password: passwordLogin, remember }
        : { form: currentForm, countryCode, phone, password: passwordPhone, remember },
    );
  };
  const required = (field: Required) => (missing.has(field) ? t('auth_field_required') : null);
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Tabs
      label={t('auth_login_method')}
      tabs={[
        { id: 'login_password', label: t('auth_tab_login_password') },
        { id: 'phone_password', label: t('auth_tab_phone_password') },
      ]}
      selected={currentForm}
      onSelect={(f) => {
        setCurrentForm(f);
        setMissing(new Set());
        mutation.reset();
      }}
    >
      <form className="form" onSubmit={submit} noValidate data-testid={`form-${currentForm}`}>
        {currentForm === 'login_password' ? (
          <>
            <Field
              label={t('auth_login_label')}
              hint={t('auth_login_hint')}
              name="login"
              autoComplete="username"
              value={loginValue}
              onChange={(e) => setLogin(e.target.value)}
              error={required('login')}
              required
            />
            <Field
              label={t('auth_password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={passwordLogin}
              onChange={(e) => setPasswordLogin(e.target.value)}
              error={required('passwordLogin')}
              required
            />
          </>
        ) : (
          <>
            <div className="form__row">
              <Field
                className="field--code"
                label={t('auth_country_code')}
                name="country_code"
                inputMode="numeric"
                autoComplete="tel-country-code"
                placeholder="+7"
                maxLength={5}
                value={countryCode}
                onChange={(e) => {
                  setCountryCode(e.target.value);
                  setPhone(maskedNational(e.target.value, phone));
                }}
              />
              <Field
                label={t('auth_phone')}
                name="phone"
                type="tel"
                autoComplete="tel-national"
                placeholder={maskPlaceholder(countryCode)}
                value={phone}
                onChange={(e) => setPhone(maskedNational(countryCode, e.target.value))}
                error={required('phone') ?? phoneProblem}
                required
              />
            </div>
            <Field
              label={t('auth_password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={passwordPhone}
              onChange={(e) => setPasswordPhone(e.target.value)}
              error={required('passwordPhone')}
              required
            />
          </>
        )}
        <CheckField
          label={t('auth_remember')}
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <FormError message={mutation.isError ? errorText(mutation.error) : null} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t('auth_submit_login')}
        </button>
      </form>
    </Tabs>
  );
}
