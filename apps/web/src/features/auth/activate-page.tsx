import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { okAnswerSchema } from '@sb/contracts';
import { postParsed } from '../../lib/api-client';
import { useErrorText } from '../../lib/use-error-text';
import { userConfig, type UserConfig } from '../../lib/user-config';

/**
 * Spec §2 user/accountverify, user/activate and user/activatefast (param type): the page a
 * confirmation message leads to. The player enters the code from the e-mail or SMS; confirming
 * moves the activation type (spec §4: a phone moves 0 → 3 and 1 → 2).
 */
export default function ActivatePage({
  titleKey,
}: {
  titleKey: 'page_user_activate' | 'page_user_accountverify' | 'page_user_activatefast';
}) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const type = search.get('type') === 'phone' ? 'phone' : 'email';
  const [code, setCode] = useState(search.get('code') ?? '');
  const [config, setConfig] = useState<UserConfig | null>(null);
  useEffect(() => {
    if (initial.user) void userConfig.load().then(setConfig, () => setConfig(null));
  }, [initial.user]);
  const confirm = useMutation({
    mutationFn: () => postParsed(okAnswerSchema, `/web-api/user/${type}/confirm`, { code: code.trim() }),
  });
  if (!initial.user) {
    const back = encodeURIComponent(`${pathname}?${search.toString()}`);
    return (
      <section className="page page--narrow">
        <h1>{t(titleKey)}</h1>
        <p>{t('activate_login_first')}</p>
        <a className="btn btn--primary" href={`/${initial.lng}/login?return_url=${back}`}>
          {t('shell_login')}
        </a>
      </section>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) confirm.mutate();
  };
  return (
    <section className="page page--narrow" data-testid="activate-page">
      <h1>{t(titleKey)}</h1>
      <p>
        {t(type === 'phone' ? 'activate_phone_text' : 'activate_email_text', {
          to: (type === 'phone' ? config?.phone_number : config?.user_email) ?? '',
        })}
      </p>
      {confirm.isSuccess ? (
        <p className="notice" role="status" data-testid="activate-done">
          {t('activate_done')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('activate_code_label')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          <FormError message={confirm.isError ? errorText(confirm.error) : null} />
          <button type="submit" className="btn btn--primary btn--block" disabled={confirm.isPending}>
            {t('activate_submit')}
          </button>
        </form>
      )}
    </section>
  );
}
