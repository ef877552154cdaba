import { Link, useLoaderData } from 'react-router';
import type { ContentListItem } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import type { ContentPageData } from '../loaders';
import { ContentArticle, ContentCrumbs } from '../components/content-article';
import { groupLabel } from '../lib/labels';

/** Chapters by group, in the order the operator gave them. */
function byGroup(items: readonly ContentListItem[]): [string, ContentListItem[]][] {
  const groups = new Map<string, ContentListItem[]>();
  for (const i of items) {
    const g = i.meta.group ?? 'sports';
    groups.set(g, [...(groups.get(g) ?? []), i]);
  }
  return [...groups.entries()];
}

/** information/rules/{ruleGroup?}/{chapter?} (spec §2; 404 without availableRoutes 47, spec §5). */
export default function RulesPage() {
  const d = useLoaderData<ContentPageData>();
  const { t } = useTranslation();
  const href = useLngHref();
  if (d.kind !== 'rules') return null;
  const groups = byGroup(d.chapters).filter(([g]) => !d.group || d.doc || g === d.group);
  const slug = d.doc?.slug;
  const nav = (
    <nav aria-label={t('content_rules_chapters')} className="content-nav" data-testid="rules-nav">
      {groups.map(([g, chapters]) => (
        <section key={g}>
          <h2>
            <Link to={href(`information/rules/${g}`)}>{groupLabel(g, t)}</Link>
          </h2>
          <ul>
            {chapters.map((c) => (
              <li key={c.slug}>
                <Link to={href(`information/rules/${g}/${c.slug}`)} aria-current={c.slug === slug ? 'page' : undefined}>
                  {c.title}
                </Link>
                {!d.doc && c.summary ? <p>{c.summary}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
  const crumbs = [
    { label: t('page_information'), href: href('information') },
    { label: t('page_info_rules'), href: href('information/rules') },
    ...(d.group ? [{ label: groupLabel(d.group, t), href: href(`information/rules/${d.group}`) }] : []),
  ];
  if (d.doc) {
    const doc = d.doc;
    return (
      <ContentArticle
        doc={doc}
        crumbs={[...crumbs, { label: doc.title, href: href(`information/rules/${d.group ?? ''}/${doc.slug}`) }]}
        aside={nav}
      />
    );
  }
  return (
    <div className="page content-page">
      <ContentCrumbs items={crumbs} />
      <h1>{d.group ? groupLabel(d.group, t) : t('page_info_rules')}</h1>
      {nav}
    </div>
  );
}
