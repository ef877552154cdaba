import { useTranslation } from '../../lib/i18n';

/**
 * A registered route of spec §2 whose feature is built by a later issue: it shows its heading in
 * the shell, and nothing that pretends to work.
 */
export function SectionPage({ entry }: { entry: { id: string } }) {
  const { t } = useTranslation();
  return (
    <section className="page" data-route-id={entry.id}>
      <h1>{t(`page_${entry.id}` as 'page_home')}</h1>
    </section>
  );
}
