import type { ReactNode } from 'react';

interface ChipProps {
  children: ReactNode;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** A count shown at the chip's inline end (events in a sport, selections in a filter). */
  count?: number;
  /** Given: the chip is a toggle button (aria-pressed). Absent: a static label. */
  onToggle?: () => void;
  selected?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** A compact filter or tag: sport filters, date ranges, market groups. */
export function Chip({ children, icon, count, onToggle, selected = false, disabled, testId }: ChipProps) {
  const body = (
    <>
      {icon ? <span className="chip__icon">{icon}</span> : null}
      <span className="chip__label">{children}</span>
      {count !== undefined ? <span className="chip__count">{count}</span> : null}
    </>
  );
  if (!onToggle) {
    return (
      <span className="chip chip--static" data-testid={testId}>
        {body}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="chip"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      data-testid={testId}
    >
      {body}
    </button>
  );
}
