import { Link, useLoaderData } from 'react-router';
import type { ContentListItem } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import type { ContentPageData } from '../loaders';
import { ContentArticle, ContentCrumbs } from '../components/content-article';
import { groupLabel } from '../lib/labels';

const pathOf = (i: ContentListItem) => `betting-alphabet/${i.meta.block ?? ''}/${i.meta.category ?? ''}/${i.slug}`;

/** betting-alphabet/{block?}/{category?}/{slug?}: the betting glossary by block and category. */
export default function AlphabetPage() {
  const d = useLoaderData<ContentPageData>();
  const { t } = useTranslation();
  const href = useLngHref();
  if (d.kind !== 'glossary') return null;
  const tree = new Map<string, Map<string, ContentListItem[]>>();
  for (const i of d.list.items) {
    const b = i.meta.block ?? '';
    const c = i.meta.category ?? '';
    if (d.block && b !== d.block) continue;
    if (d.category && c !== d.category) continue;
    const cats = tree.get(b) ?? new Map<string, ContentListItem[]>();
    cats.set(c, [...(cats.get(c) ?? []), i]);
    tree.set(b, cats);
  }
  const crumbs = [
    { label: t('page_betting_alphabet'), href: href('betting-alphabet') },
    ...(d.block ? [{ label: groupLabel(d.block, t), href: href(`betting-alphabet/${d.block}`) }] : []),
    ...(d.block && d.category
      ? [{ label: groupLabel(d.category, t), href: href(`betting-alphabet/${d.block}/${d.category}`) }]
      : []),
  ];
  const index = (
    <nav className="content-nav" aria-label={t('page_betting_alphabet')} data-testid="glossary-index">
      {[...tree.entries()].map(([block, cats]) => (
        <section key={block}>
          <h2>
            <Link to={href(`betting-alphabet/${block}`)}>{groupLabel(block, t)}</Link>
          </h2>
          {[...cats.entries()].map(([cat, items]) => (
            <div key={cat}>
              <h3>
                <Link to={href(`betting-alphabet/${block}/${cat}`)}>{groupLabel(cat, t)}</Link>
              </h3>
              <ul>
                {items.map((i) => (
                  <li key={i.slug}>
                    <Link to={href(pathOf(i))} aria-current={d.doc?.slug === i.slug ? 'page' : undefined}>
                      {i.title}
                    </Link>
                    {d.doc ? null : <p>{i.summary}</p>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </nav>
  );
  if (d.doc) {
    return (
      <ContentArticle
        doc={d.doc}
        crumbs={[...crumbs, { label: d.doc.title, href: href(pathOf(d.doc)) }]}
        aside={index}
      />
    );
  }
  return (
    <div className="page content-page">
      <ContentCrumbs items={crumbs} />
      <h1>{d.category ? groupLabel(d.category, t) : d.block ? groupLabel(d.block, t) : t('page_betting_alphabet')}</h1>
      {d.block ? (
        <p>
          <Link to={href('betting-alphabet')}>{t('content_glossary_all')}</Link>
        </p>
      ) : null}
      {index}
    </div>
  );
}
