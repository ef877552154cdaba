import { useQuery } from '@tanstack/react-query';
import { maintenanceTextLanguage } from '@sb/contracts';
import { loadDictionary } from '@sb/i18n/load';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { maintenanceQuery } from './api';
import { formatInstant } from './lib/format';

/**
 * Spec §2 maintenance page. Spec §8: its text is Russian for the AZ, KZ, UA and RU languages,
 * otherwise English, whatever the page's language; the rest of the page is in the visitor's.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const textLanguage = maintenanceTextLanguage(initial.lng);
  const text = useQuery({
    queryKey: ['platform', 'maintenance-text', textLanguage] as const,
    queryFn: async () => (await loadDictionary(textLanguage)).maintenance_text,
    staleTime: Infinity,
  });
  const maintenance = useQuery(maintenanceQuery);
  const end = maintenance.data?.groups.maintenance.ended_at;
  return (
    <section className="page page--system maintenance-page" data-route-id="maintenance">
      <h1>{t('page_maintenance')}</h1>
      <p lang={textLanguage}>{text.data ?? t('maintenance_text')}</p>
      {end ? <p>{t('platform_maintenance_until', { end: formatInstant(end, initial.lng) })}</p> : null}
      <button
        type="button"
        className="btn btn--primary"
        disabled={maintenance.isFetching}
        onClick={() => void maintenance.refetch()}
      >
        {t('platform_maintenance_retry')}
      </button>
    </section>
  );
}
