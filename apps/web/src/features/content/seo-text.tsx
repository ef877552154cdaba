import { useState } from 'react';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useSeoState } from './api';
import { Markup } from './components/markup';

/**
 * Spec §3 SEO state content: the operator's text block under a line, casino or landing page, in
 * the block's style (plain, columns, or collapsed to its first part with a "read more" toggle).
 * `page` is the block's slug in the content service (line, casino, landing-…).
 */
export function SeoText({ page }: { page: string }) {
  const { initial } = useApp();
  const { t } = useTranslation();
  const { data } = useSeoState(page, initial.lng);
  const [open, setOpen] = useState(false);
  const content = data?.content;
  if (!content) return null;
  const collapsed = content.style === 'collapsed' && !open;
  return (
    <section
      className={`content-seo content-seo--${content.style}${collapsed ? ' is-collapsed' : ''}`}
      data-testid="seo-text"
    >
      <Markup body={content.content} />
      {content.style === 'collapsed' ? (
        <button type="button" className="button button--ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'content_seo_less' : 'content_seo_more')}
        </button>
      ) : null}
    </section>
  );
}
