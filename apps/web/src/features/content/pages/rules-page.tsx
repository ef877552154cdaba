import { Link, useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import type { ContentPageData } from '../loaders';
import { ContentArticle, ContentCrumbs } from '../components/content-article';
import { groupLabel } from '../lib/labels';

/** information/rules/{ruleGroup?}/{chapter?} (spec §2; 404 without availableRoutes 47, spec §5). */
export default function RulesPage() {
  const d = useLoaderData<ContentPageData>();
  const { t } = useTranslation();
  const href = useLngHref();
  if (d.kind !== 'rules') return null;
  // Spec §3 terms items: each group with its subRules, in the operator's order.
  const groups = d.terms.filter((item) => !d.group || d.doc || item.group === d.group);
  const slug = d.doc?.slug;
  const nav = (
    <nav aria-label={t('content_rules_chapters')} className="content-nav" data-testid="rules-nav">
      {groups.map(({ group: g, link, subRules }) => (
        <section key={g}>
          <h2>
            <Link to={link}>{groupLabel(g, t)}</Link>
          </h2>
          <ul>
            {subRules.map((c) => (
              <li key={c.slug}>
                <Link to={c.link} aria-current={c.slug === slug ? 'page' : undefined}>
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
