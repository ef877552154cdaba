import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import type { ContentPageData } from '../loaders';
import { ContentArticle } from '../components/content-article';
import { Pager } from '../components/pager';

/** news/{slug?}: the site's news, newest first, with a topic filter and pages; or one article. */
export default function NewsPage() {
  const d = useLoaderData<ContentPageData>();
  const { t, i18n } = useTranslation();
  const href = useLngHref();
  if (d.kind !== 'news') return null;
  if (d.doc) {
    return (
      <ContentArticle
        doc={d.doc}
        crumbs={[
          { label: t('page_news'), href: href('news') },
          { label: d.doc.title, href: href(`news/${d.doc.slug}`) },
        ]}
      >
        <p>
          <Link to={href('news')}>{t('content_news_back')}</Link>
        </p>
      </ContentArticle>
    );
  }
  const list = d.list;
  if (!list) return null;
  const query = (tag: string | null, page = 1) => {
    const q = new URLSearchParams();
    if (tag) q.set('tag', tag);
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return `${href('news')}${s ? `?${s}` : ''}`;
  };
  return (
    <div className="page content-page">
      <h1>{t('page_news')}</h1>
      <nav className="content-tags" aria-label={t('content_news_tags')}>
        <Link to={query(null)} aria-current={d.tag === null ? 'page' : undefined}>
          {t('content_news_all_tags')}
        </Link>
        {list.tags.map((tag) => (
          <Link key={tag} to={query(tag)} aria-current={d.tag === tag ? 'page' : undefined}>
            #{tag}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? <p>{t('content_news_empty')}</p> : null}
      <ul className="content-news" data-testid="news-list">
        {list.items.map((n) => (
          <li key={n.slug} className="content-card">
            <h2>
              <Link to={href(`news/${n.slug}`)}>{n.title}</Link>
            </h2>
            {n.publishedAt ? (
              <time dateTime={n.publishedAt}>
                {new Date(n.publishedAt).toLocaleDateString(i18n.language, { timeZone: 'UTC' })}
              </time>
            ) : null}
            {n.summary ? <p>{n.summary}</p> : null}
          </li>
        ))}
      </ul>
      <Pager page={list.page} pages={Math.ceil(list.total / list.pageSize)} hrefOf={(p) => query(d.tag, p)} />
    </div>
  );
}
