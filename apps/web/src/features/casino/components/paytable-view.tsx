import { isRecord } from '../lib/results';

/** Numbers of a paytable as the page shows them (at most four decimals). */
const numberText = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 10_000) / 10_000));

/**
 * A game's paytable screen (issue 15): the JSON the studio builds from the tables the game pays
 * from, drawn as nested tables (symbols, pays by count, multipliers by risk and rows…).
 */
export function PaytableView({ value }: { value: unknown }) {
  if (typeof value === 'number') return <>{numberText(value)}</>;
  if (typeof value === 'string' || typeof value === 'boolean') return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null))
      return <>{value.map((v) => (typeof v === 'number' ? numberText(v) : String(v))).join(' · ')}</>;
    return (
      <ol className="casino-paytable-list">
        {value.map((v, i) => (
          <li key={i}>
            <PaytableView value={v} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value))
    return (
      <table className="casino-paytable">
        <tbody>
          {Object.entries(value).map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>
                <PaytableView value={v} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return null;
}
