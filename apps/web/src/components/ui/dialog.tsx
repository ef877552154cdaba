import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** The alert dialog role, for confirmations. */
  alert?: boolean;
  /** Extra classes (the sheet variant); the base class stays `dialog`. */
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, inert background, focus on
 * the first control and Escape (the cancel event), with no script or style inline.
 */
export function Dialog({ title, onClose, children, testId, alert, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId}>{title}</h2>
      </div>
      {children}
    </dialog>
  );
}
