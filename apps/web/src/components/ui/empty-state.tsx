import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

/** The next step is required: an empty state never ends at a bare heading (issue 13). */
export type EmptyStateAction =
  { label: string; to: string; onClick?: never } | { label: string; onClick: () => void; to?: never };

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  action: EmptyStateAction;
  /** The heading level that fits the page outline. */
  level?: 2 | 3;
  testId?: string;
}

/** "Nothing here yet": an icon, what it means, and the one action that gets the player further. */
export function EmptyState({ icon: Icon, title, text, action, level = 2, testId }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="empty-state" data-testid={testId}>
      <span className="empty-state__icon">
        <Icon aria-hidden="true" />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      <p className="empty-state__text">{text}</p>
      {action.to !== undefined ? (
        <Link className="btn btn--primary" to={action.to}>
          {action.label}
        </Link>
      ) : (
        <button type="button" className="btn btn--primary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
