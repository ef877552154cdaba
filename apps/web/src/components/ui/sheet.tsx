import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Dialog } from './dialog';

interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons pinned to the sheet's end (the primary action last). */
  footer?: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet on phones and a dialog on wider screens (CSS). It is the native modal <dialog>
 * of Dialog, so focus moves in and is trapped, the page behind is inert and Escape closes it;
 * the sheet adds a visible close button and a footer for its actions.
 */
export function Sheet({ title, onClose, children, footer, testId }: SheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} testId={testId} className="sheet">
      <button type="button" className="sheet__close" aria-label={t('ui_close')} onClick={onClose}>
        <X aria-hidden="true" />
      </button>
      <div className="sheet__body">{children}</div>
      {footer ? <div className="sheet__foot">{footer}</div> : null}
    </Dialog>
  );
}
