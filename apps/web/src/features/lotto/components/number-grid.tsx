/**
 * A grid of numbers 1 … of; pressing one adds or removes it (at most `max` picked; with max 1
 * pressing another replaces it). Buttons with aria-pressed, so a screen reader hears the picks.
 */
export function NumberGrid({
  of,
  max,
  picked,
  label,
  onChange,
}: {
  of: number;
  max: number;
  picked: readonly number[];
  label: string;
  onChange: (numbers: number[]) => void;
}) {
  const chosen = new Set(picked);
  const toggle = (n: number) => {
    if (chosen.has(n)) return onChange(picked.filter((x) => x !== n));
    if (max === 1) return onChange([n]);
    if (picked.length >= max) return;
    onChange([...picked, n].sort((a, b) => a - b));
  };
  return (
    <div className="lotto-grid" role="group" aria-label={label}>
      {Array.from({ length: of }, (_, i) => i + 1).map((n) => (
        <button key={n} type="button" className="lotto-cell" aria-pressed={chosen.has(n)} onClick={() => toggle(n)}>
          {n}
        </button>
      ))}
    </div>
  );
}
