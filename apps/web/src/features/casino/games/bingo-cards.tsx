import { useTranslation } from '../../../lib/i18n';
import { isRecord } from '../lib/results';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** A ticket's cards from its state (`cards`; a ticket bought before several cards holds one `card`). */
export function cardsOf(result: unknown): number[][][] {
  const grid = (v: unknown): number[][] =>
    Array.isArray(v) ? v.map((line) => (Array.isArray(line) ? line.map((n) => Number(n)) : [])) : [];
  if (!isRecord(result)) return [];
  if (Array.isArray(result['cards'])) return result['cards'].map(grid);
  return result['card'] === undefined ? [] : [grid(result['card'])];
}

/** A 75-ball card: five columns (B I N G O) of five numbers, 0 the free centre. */
export function Card75({ card, drawn, n }: { card: number[][]; drawn: ReadonlySet<number>; n: number }) {
  const { t } = useTranslation();
  return (
    <table className="casino-bingo-card" aria-label={t('casino_bingo_card_n', { n })} data-testid="casino-bingo-card">
      <thead>
        <tr>
          {LETTERS.map((l) => (
            <th key={l} scope="col">
              {l}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1, 2, 3, 4].map((r) => (
          <tr key={r}>
            {card.map((col, c) => {
              const x = col[r] ?? 0;
              return (
                <td key={c} className={x === 0 || drawn.has(x) ? 'is-marked' : ''}>
                  {x === 0 ? '★' : x}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A 90-ball ticket: three rows of nine columns, five numbers a row (0 a blank). */
export function Card90({ card, drawn, n }: { card: number[][]; drawn: ReadonlySet<number>; n: number }) {
  const { t } = useTranslation();
  return (
    <table
      className="casino-bingo-card casino-bingo90-card"
      aria-label={t('casino_bingo_card_n', { n })}
      data-testid="casino-bingo-card"
    >
      <tbody>
        {card.map((row, r) => (
          <tr key={r}>
            {row.map((x, c) => (
              <td
                key={c}
                className={x === 0 ? 'is-blank' : drawn.has(x) ? 'is-marked' : ''}
                aria-label={x === 0 ? t('casino_bingo_blank') : undefined}
              >
                {x === 0 ? '' : x}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
