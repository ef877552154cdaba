import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';

interface Props {
  login: string;
  password: string;
  onContinue: () => void;
}

/** How long the object URL of the saved file lives: long enough for the browser to start it. */
const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/**
 * Spec §3 one_click: the generated login and password, shown once. The player copies them or
 * saves them as a file before going on; they are never shown again.
 */
export function OneClickCredentials({ login, password, onContinue }: Props) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const [status, setStatus] = useState<string | null>(null);
  const text = `${t('auth_login_label')}: ${login}\n${t('auth_password')}: ${password}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('reg_copied'));
    } catch {
      setStatus(t('reg_copy_failed'));
    }
  };
  const save = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${(config?.companyName ?? 'account').replace(/[^\w-]+/g, '-')}-${login}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
    setStatus(t('reg_saved_file'));
  };

  return (
    <div className="credentials" data-testid="one-click-credentials">
      <h2>{t('reg_one_click_done')}</h2>
      <p>{t('reg_one_click_keep')}</p>
      <dl className="credentials__list">
        <dt>{t('auth_login_label')}</dt>
        <dd data-testid="generated-login">{login}</dd>
        <dt>{t('auth_password')}</dt>
        <dd data-testid="generated-password">{password}</dd>
      </dl>
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
          {t('reg_copy')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={save}>
          {t('reg_save_file')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onContinue}>
          {t('reg_continue')}
        </button>
      </div>
      <p className="field__hint" role="status">
        {status}
      </p>
    </div>
  );
}
