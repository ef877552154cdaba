import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { dealBingo90Ticket, floatStream } from '@sb/casino';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import { Card90, cardsOf } from './bingo-cards';

let dictionary: Dictionary;
beforeAll(async () => {
  dictionary = await loadDictionary('en');
});

describe('issue 15 bingo page: several cards per ticket, 90-ball cards marked by the draw', () => {
  it('reads a ticket’s cards, and the single card of a ticket bought before several cards', () => {
    expect(cardsOf({ cards: [[[1, 2]], [[3]]] })).toEqual([[[1, 2]], [[3]]]);
    expect(cardsOf({ card: [[1, 2]] })).toEqual([[[1, 2]]]);
    expect(cardsOf({ round: '1-2' })).toEqual([]);
    expect(cardsOf(null)).toEqual([]);
  });

  it('a 90-ball card shows 3 rows of 9 cells, its 15 numbers, the drawn ones marked', () => {
    const card = dealBingo90Ticket(floatStream('seed', 'web-test', 0));
    const numbers = card.flat().filter((n) => n !== 0);
    const drawn = new Set(numbers.slice(0, 4));
    const html = renderToStaticMarkup(
      <I18nProvider i18n={createI18n('en', dictionary)}>
        <Card90 card={card} drawn={drawn} n={2} />
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="Card 2"');
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<td/g)).toHaveLength(27);
    expect(html.match(/class="is-marked"/g)).toHaveLength(4);
    expect(html.match(/class="is-blank"/g)).toHaveLength(12);
    for (const n of numbers) expect(html).toContain(`>${n}</td>`);
  });
});
