import { useTranslation } from '../../lib/i18n';
import type { RouteEntry } from '../../app/route-table';

/** Maintenance and blocked pages: a heading and the reason, in the visitor's language. */
export function SystemPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <section className="page page--system" data-route-id={entry.id}>
      <h1>{t(`page_${entry.id}` as 'page_home')}</h1>
      <p>{t(entry.layout === 'maintenance' ? 'maintenance_text' : 'blocked_text')}</p>
    </section>
  );
}
