import { useTranslation } from '../../lib/i18n';
import { SUPPORTED_BROWSERS } from './supported-browsers';

/** Spec §2 oldbrowser: which browsers the site supports, with the link to update each. */
export default function OldBrowserPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--system" data-testid="page-oldbrowser">
      <h1>{t('sys_oldbrowser_title')}</h1>
      <p>{t('sys_oldbrowser_text')}</p>
      <ul>
        {SUPPORTED_BROWSERS.map((b) => (
          <li key={b.name}>
            <strong>{b.name}</strong> — {t('sys_oldbrowser_version', { version: b.minVersion })}.{' '}
            <a href={b.updateUrl} rel="noopener noreferrer" target="_blank">
              {t('sys_oldbrowser_update', { browser: b.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
