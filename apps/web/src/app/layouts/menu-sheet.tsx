import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { OfficeMenuList } from '../../features/office/components/office-menu-list';
import { NAV_SECTIONS } from './nav-sections';

/**
 * The phone's "Menu": every primary section and the office menu (or the way to log in), as a sheet on
 * the native <dialog> (showModal gives the top layer, an inert page, Escape, and focus back to
 * the opener on close).
 */
export function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { initial } = useApp();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // Closed before it unmounts: while modal, the rest of the page is inert and cannot take focus back.
  const close = () => {
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="menu-sheet"
      aria-labelledby={titleId}
      data-testid="menu-sheet"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="menu-sheet__head">
        <h2 id={titleId}>{t('header_menu_title')}</h2>
        <button type="button" className="btn btn--ghost btn--icon" aria-label={t('shell_close')} onClick={close}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <nav aria-labelledby={titleId}>
        <ul className="menu-sheet__list">
          {NAV_SECTIONS.map((s) => (
            <li key={s.key}>
              <NavLink to={href(s.path)} onClick={close}>
                {t(s.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu-sheet__account">
        {initial.user ? (
          <>
            <h3 className="menu-sheet__subtitle">{t('header_office')}</h3>
            <OfficeMenuList onNavigate={close} />
          </>
        ) : (
          <Link className="btn btn--primary" to={href('login')} onClick={close}>
            {t('shell_login')}
          </Link>
        )}
      </div>
    </dialog>
  );
}
