import { useState, type FormEvent } from 'react';
import { fullProblem, maskedFull, phoneProblemKey } from '../../../lib/phone-input';
import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, useSecurityMutation } from '../api/security';
import { SecuritySection } from './security-section';

interface Props {
  phone: string | null;
  bound: boolean;
}

/**
 * Spec §4: adding a phone (send code, confirm code) enables phone binding. A phone given at
 * registration already has a code waiting, so the code field shows for it at once.
 */
export function PhoneBinding({ phone, bound }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [number, setNumber] = useState('');
  // Issue 25 §6: a confirmed phone is replaced only with the password entered again.
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [missing, setMissing] = useState<'phone' | 'code' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSecurityMutation(securityCalls.bindPhone, (r) => {
    setRequestId(r.requestId);
    setCode('');
    setPassword('');
  });
  const confirm = useSecurityMutation(securityCalls.confirmPhone, () => {
    setRequestId(null);
    setCode('');
    setNumber('');
  });
  const awaitingCode = requestId !== null || (phone !== null && !bound);

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    confirm.reset();
    setMissing(number.trim() ? null : 'phone');
    // Spec §3: a number of a listed country must fit its mask before a code is sent.
    const problem = number.trim() ? fullProblem(number) : null;
    setProblem(problem ? t(phoneProblemKey(problem)) : null);
    if (number.trim() && !problem) send.mutate({ phone: number.trim(), ...(bound ? { password } : {}) });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    send.reset();
    setMissing(code.trim() ? null : 'code');
    if (code.trim()) confirm.mutate({ ...(requestId ? { requestId } : {}), code: code.trim() });
  };

  return (
    <SecuritySection title={t('security_phone_title')} testId="security-phone">
      <p className="field__hint" data-testid="phone-state">
        {bound && phone ? t('security_phone_bound', { phone: maskedFull(phone) }) : t('security_phone_text')}
      </p>
      <form className="form" onSubmit={submitPhone} noValidate>
        <Field
          label={t(bound ? 'security_phone_new' : 'auth_phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={number}
          placeholder="+"
          onChange={(e) => setNumber(maskedFull(e.target.value))}
          error={missing === 'phone' ? t('auth_field_required') : problem}
        />
        {bound ? (
          <Field
            label={t('office_current_password')}
            name="phonePassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={t('auth_password_required')}
          />
        ) : null}
        <FormError message={send.isError ? errorText(send.error) : null} />
        <button type="submit" className="btn btn--ghost" disabled={send.isPending}>
          {t('security_send_code')}
        </button>
      </form>
      {awaitingCode ? (
        <form className="form" onSubmit={submitCode} noValidate>
          <FormSuccess message={requestId ? t('security_code_sent_sms') : null} />
          <Field
            label={t('security_sms_code')}
            name="phoneCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={missing === 'code' ? t('auth_field_required') : null}
          />
          <FormError message={confirm.isError ? errorText(confirm.error) : null} />
          <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
            {t('security_confirm')}
          </button>
        </form>
      ) : null}
      <FormSuccess message={confirm.isSuccess ? t('security_phone_confirmed') : null} />
    </SecuritySection>
  );
}
