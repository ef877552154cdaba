import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The page's path with its language (`/en/home/line`). */
  href: string;
}

/**
 * schema.org BreadcrumbList of a trail (absolute URLs: search engines resolve nothing). The JSON
 * goes inside a script element, so `<` is escaped: a name can never close the element.
 */
export function breadcrumbJsonLd(items: readonly Crumb[], origin: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: new URL(c.href, origin).href,
    })),
  };
  return JSON.stringify(list).replace(/</g, '\\u003c');
}

/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern: a labelled nav, an ordered list, the current
 * page marked and not a link) with its BreadcrumbList JSON-LD, rendered by the server with the page.
 */
export function Breadcrumbs({ items, label, origin }: { items: readonly Crumb[]; label: string; origin: string }) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav className="crumbs" aria-label={label} data-testid="breadcrumbs">
      <ol className="crumbs__list">
        {items.map((c, i) => (
          <li key={c.href} className="crumbs__item">
            {i === last ? <span aria-current="page">{c.label}</span> : <Link to={c.href}>{c.label}</Link>}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(items, origin) }} />
    </nav>
  );
}
