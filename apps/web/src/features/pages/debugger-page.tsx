import { useTranslation } from '../../lib/i18n';
import { useApp, usePreferences } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';

/** Spec §2: a debugger page, outside production only (the route rule refuses it there). */
export default function DebuggerPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const [prefs] = usePreferences();
  return (
    <section className="page">
      <h1>{t('page_debugger')}</h1>
      <h2>{t('debugger_config')}</h2>
      <pre className="code">{JSON.stringify(config, null, 2)}</pre>
      <h2>{t('debugger_preferences')}</h2>
      <pre className="code">{JSON.stringify({ lng: initial.lng, ...prefs }, null, 2)}</pre>
    </section>
  );
}
