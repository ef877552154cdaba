import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Home', href: '/en' },
  { label: 'Football', href: '/en/home/line/sports/1-football' },
  { label: 'A </script><b>x', href: '/en/home/line/sports/1-football/7-a' },
];

describe('Breadcrumbs (issue 13) and schema.org BreadcrumbList JSON-LD', () => {
  it('lists every step in order with absolute URLs and positions from 1', () => {
    const ld = JSON.parse(breadcrumbJsonLd(items, 'https://bet.example')) as {
      '@type': string;
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement[1]?.item).toBe('https://bet.example/en/home/line/sports/1-football');
    expect(ld.itemListElement[2]?.name).toBe('A </script><b>x');
  });

  it('a name can never close the script element', () => {
    expect(breadcrumbJsonLd(items, 'https://bet.example')).not.toContain('</script>');
  });

  it('renders on the server: links for the parents, the current page marked, the JSON-LD script', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/en']}>
        <Breadcrumbs items={items} label="You are here" origin="https://bet.example" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="You are here"');
    expect(html).toContain('href="/en/home/line/sports/1-football"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('application/ld+json');
  });
});
