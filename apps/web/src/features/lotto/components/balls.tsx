/** Numbers as balls; the ones in `hits` are marked (a ticket's line against its draw). */
export function Balls({
  numbers,
  bonus = null,
  hits,
  bonusHit = null,
  label,
}: {
  numbers: readonly number[];
  bonus?: number | null;
  hits?: ReadonlySet<number>;
  bonusHit?: boolean | null;
  label: string;
}) {
  return (
    <ul className="lotto-balls" aria-label={label}>
      {numbers.map((n) => (
        <li key={n} className={hits?.has(n) ? 'lotto-ball is-hit' : 'lotto-ball'}>
          {n}
        </li>
      ))}
      {bonus !== null ? (
        <li className={bonusHit ? 'lotto-ball is-bonus is-hit' : 'lotto-ball is-bonus'}>{bonus}</li>
      ) : null}
    </ul>
  );
}
