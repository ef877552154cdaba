import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import { GamesSkeleton, SKELETON_GAMES } from './skeleton';

const en = await loadDictionary('en');

function render(count?: number): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('en', en)}>
      <GamesSkeleton count={count} />
    </I18nProvider>,
  );
}

const rows = (html: string) => html.match(/data-skeleton-row=""/g)?.length ?? 0;

describe('spec §9 skeleton shows 16 games', () => {
  it('renders 16 game rows by default', () => {
    expect(SKELETON_GAMES).toBe(16);
    expect(rows(render())).toBe(16);
  });
  it('is one busy status region announced as loading, with the rows hidden from screen readers', () => {
    const html = render();
    expect(html).toMatch(/role="status" aria-busy="true"/);
    expect(html).toContain(en.main_loading);
    expect(html.match(/class="line-skeleton__row" aria-hidden="true"/g)).toHaveLength(16);
  });
  it('a caller may ask for fewer rows (a short list)', () => {
    expect(rows(render(3))).toBe(3);
  });
});
