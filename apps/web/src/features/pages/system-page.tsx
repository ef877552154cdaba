import { Link } from 'react-router';
import type { MessageKey } from '@sb/i18n';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';

/**
 * Spec §4 blocking: each reason has its own page (site-updates, suspension, block, block-ua,
 * block-ie, coming-soon), and each says what happened and what the visitor can do — never a bare
 * "restricted". The maintenance route keeps the shell's maintenance text.
 */
export const SYSTEM_PAGES: Readonly<Record<string, { title: MessageKey; text: MessageKey }>> = {
  block: { title: 'page_block', text: 'block_text_block' },
  block_ua: { title: 'page_block_ua', text: 'block_text_block_ua' },
  block_ie: { title: 'page_block_ie', text: 'block_text_block_ie' },
  site_updates: { title: 'page_site_updates', text: 'block_text_site_updates' },
  coming_soon: { title: 'page_coming_soon', text: 'block_text_coming_soon' },
  suspension: { title: 'page_suspension', text: 'block_text_suspension' },
  maintenance: { title: 'page_maintenance', text: 'maintenance_text' },
};

export function SystemPage({ entry }: { entry: { id: string; layout?: string } }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const page = SYSTEM_PAGES[entry.id] ?? { title: 'page_block', text: 'blocked_text' };
  return (
    <section className="page page--system" data-route-id={entry.id}>
      <h1>{t(page.title)}</h1>
      <p>{t(page.text)}</p>
      {entry.layout === 'blocked' && (
        <p>
          <Link to={href('information/contacts')}>{t('block_contacts_link')}</Link>
        </p>
      )}
    </section>
  );
}
