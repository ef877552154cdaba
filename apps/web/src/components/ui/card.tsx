import type { ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4;

interface CardProps {
  /** The card's heading; the card is then a region labelled by it. */
  title?: ReactNode;
  level?: HeadingLevel;
  /** Controls shown at the inline end of the heading row (a "See all" link, a toggle). */
  actions?: ReactNode;
  children: ReactNode;
  /** 'flat' drops the shadow (cards inside cards); 'interactive' lifts on hover (whole-card links). */
  variant?: 'raised' | 'flat' | 'interactive';
  className?: string;
  testId?: string;
}

/** A raised surface that groups one topic: a heading row, then the content. */
export function Card({ title, level = 2, actions, children, variant = 'raised', className, testId }: CardProps) {
  const Heading = `h${level}` as const;
  const classes = ['card', `card--${variant}`];
  if (className) classes.push(className);
  return (
    <section className={classes.join(' ')} data-testid={testId}>
      {title !== undefined || actions ? (
        <header className="card__head">
          {title !== undefined ? <Heading className="card__title">{title}</Heading> : null}
          {actions ? <div className="card__actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
