import { useState } from 'react';
import type { MaintenanceConfig } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatInstant } from '../lib/format';

/** The notify window's banner (spec §3 notify_started_at..notify_ended_at): maintenance is coming. */
export function MaintenanceNotice({ config, lng }: { config: MaintenanceConfig; lng: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  if (hidden || !config.started_at) return null;
  const start = formatInstant(config.started_at, lng);
  return (
    <div className="maintenance-notice" role="status" data-testid="maintenance-notice">
      <p>
        {config.ended_at
          ? t('platform_maintenance_notice', { start, end: formatInstant(config.ended_at, lng) })
          : t('platform_maintenance_notice_open', { start })}
      </p>
      <button type="button" className="btn btn--ghost" onClick={() => setHidden(true)}>
        {t('platform_maintenance_dismiss')}
      </button>
    </div>
  );
}
