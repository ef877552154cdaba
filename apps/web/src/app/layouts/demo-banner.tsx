import { useTranslation } from '../../lib/i18n';
import { useSiteConfig } from '../../lib/site-config/use-site-config';

/**
 * Issue 11 §1: while payments are simulated (the sandbox provider is on) every page says so, in
 * every layout: the site is a demo and its money is play money.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  if (!config?.paymentsDemo) return null;
  return (
    <p className="demo-banner" role="note" data-testid="demo-banner">
      {t('shell_demo_banner')}
    </p>
  );
}
