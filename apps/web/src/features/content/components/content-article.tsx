import type { ReactNode } from 'react';
import { parseMarkup, type ContentDocument } from '@sb/contracts';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { Markup } from './markup';

/** A table of contents pays off only on longer texts. */
const TOC_MIN_HEADINGS = 3;

export function ContentCrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  return <Breadcrumbs items={items} label={t('content_breadcrumbs')} origin={initial.origin} />;
}

/** One document: heading, lead, contents of a long text, the text, and what the page adds. */
export function ContentArticle({
  doc,
  crumbs,
  aside,
  children,
}: {
  doc: ContentDocument;
  crumbs: readonly Crumb[];
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const blocks = parseMarkup(doc.body);
  const headings = blocks.flatMap((b) => (b.type === 'heading' && b.level === 2 ? [b] : []));
  const date = doc.kind === 'news' && doc.publishedAt ? new Date(doc.publishedAt) : null;
  return (
    <div className={`page content-page${aside ? ' content-page--aside' : ''}`}>
      <ContentCrumbs items={crumbs} />
      {aside ? <aside className="content-aside">{aside}</aside> : null}
      <article className="content-article" lang={doc.lang} data-testid="content-article">
        <h1>{doc.title}</h1>
        {date ? (
          <p className="content-meta">
            <time dateTime={doc.publishedAt ?? ''}>
              {t('content_updated', { date: date.toLocaleDateString(i18n.language, { timeZone: 'UTC' }) })}
            </time>
          </p>
        ) : null}
        {doc.summary && doc.kind !== 'glossary' ? <p className="content-lead">{doc.summary}</p> : null}
        {headings.length >= TOC_MIN_HEADINGS ? (
          <nav className="content-toc" aria-label={t('content_on_this_page')}>
            <h2 className="content-toc__title">{t('content_on_this_page')}</h2>
            <ol>
              {headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <Markup blocks={blocks} />
        {children}
      </article>
    </div>
  );
}
