import type { ReactNode } from 'react';

export type SkeletonShape = 'text' | 'title' | 'block' | 'circle' | 'button';
/** Widths as classes: the CSP allows no inline style attributes. */
export type SkeletonWidth = 'full' | '3/4' | '1/2' | '1/3' | '1/4';

interface SkeletonProps {
  shape?: SkeletonShape;
  width?: SkeletonWidth;
  className?: string;
}

const WIDTH_CLASS: Record<SkeletonWidth, string> = {
  full: 'skeleton--w-full',
  '3/4': 'skeleton--w-75',
  '1/2': 'skeleton--w-50',
  '1/3': 'skeleton--w-33',
  '1/4': 'skeleton--w-25',
};

/** One placeholder shape with a calm shimmer (still under prefers-reduced-motion). */
export function Skeleton({ shape = 'text', width = 'full', className }: SkeletonProps) {
  const classes = ['skeleton', `skeleton--${shape}`, WIDTH_CLASS[width]];
  if (className) classes.push(className);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}

interface SkeletonListProps {
  /** How many rows stand in for the content (a spec rule may fix it, e.g. §9's 16 games). */
  count: number;
  /** What is loading, for screen readers ("Loading…"). */
  label: string;
  row: (index: number) => ReactNode;
  className?: string;
  rowClassName?: string;
  testId?: string;
}

/** A loading list: one status region announced once, `count` hidden placeholder rows. */
export function SkeletonList({ count, label, row, className, rowClassName, testId }: SkeletonListProps) {
  const rows = Math.max(0, Math.floor(count));
  return (
    <div
      className={className ? `skeleton-list ${className}` : 'skeleton-list'}
      role="status"
      aria-busy="true"
      data-testid={testId}
    >
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={rowClassName ?? 'skeleton-list__row'} aria-hidden="true" data-skeleton-row="">
          {row(i)}
        </div>
      ))}
    </div>
  );
}
