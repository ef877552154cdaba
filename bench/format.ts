export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** Plain-text table with a header rule; the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function section(title: string): string {
  return `\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`;
}
