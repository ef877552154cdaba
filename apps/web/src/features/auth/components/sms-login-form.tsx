import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { maskPlaceholder, maskedNational, nationalProblem, phoneProblemKey } from '../../../lib/phone-input';
import { useMutation } from '@tanstack/react-query';
import { CheckField, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { loginWithSms, sendLoginSms, type AuthAnswer } from '../api/login';

interface SmsLoginFormProps {
  onLoggedIn: () => void;
  onTwoStep: (ticket: string) => void;
}

/** Spec §3 Auth form `sms` (phoneBySms): a one-time code sent to the phone instead of a password. */
export function SmsLoginForm({ onLoggedIn, onTwoStep }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () => sendLoginSms(countryCode, phone),
    onSuccess: (answer) => setRequestId(answer.requestId),
  });
  const verify = useMutation({
    mutationFn: (id: string) => loginWithSms(id, code, remember),
    onSuccess: (answer: AuthAnswer) => ('two_step_required' in answer ? onTwoStep(answer.ticket) : onLoggedIn()),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (requestId) return verify.mutate(requestId);
    // Spec §3: the number must fit its country's mask before a code is sent.
    const problem = nationalProblem(countryCode, phone);
    setPhoneProblem(problem ? t(phoneProblemKey(problem)) : null);
    if (!problem && phone.trim()) send.mutate();
  };
  const error = send.isError ? errorText(send.error) : verify.isError ? errorText(verify.error) : null;

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="form-sms">
      <div className="form__row">
        <Field
          className="field--code"
          label={t('auth_country_code')}
          name="sms_country_code"
          inputMode="numeric"
          autoComplete="tel-country-code"
          placeholder="+7"
          maxLength={5}
          value={countryCode}
          disabled={requestId !== null}
          onChange={(e) => {
            setCountryCode(e.target.value);
            setPhone(maskedNational(e.target.value, phone));
          }}
        />
        <Field
          label={t('auth_phone')}
          name="sms_phone"
          type="tel"
          autoComplete="tel-national"
          placeholder={maskPlaceholder(countryCode)}
          value={phone}
          disabled={requestId !== null}
          onChange={(e) => setPhone(maskedNational(countryCode, e.target.value))}
          error={phoneProblem}
          required
        />
      </div>
      {requestId ? (
        <>
          <p className="form__note" role="status">
            {t('auth_sms_sent')}
          </p>
          <Field
            label={t('auth_sms_code')}
            name="sms_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          <CheckField
            label={t('auth_remember')}
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
        </>
      ) : null}
      <FormError message={error} />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={send.isPending || verify.isPending || verify.isSuccess}
      >
        {requestId ? t('auth_submit_login') : t('auth_sms_send')}
      </button>
      {requestId ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            setRequestId(null);
            setCode('');
            verify.reset();
          }}
        >
          {t('auth_sms_resend')}
        </button>
      ) : null}
    </form>
  );
}
