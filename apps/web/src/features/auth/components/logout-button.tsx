import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { lazyWithReload } from '../../../lib/lazy-with-reload';

const LogoutDialog = lazyWithReload(() => import('./logout-dialog'));

/** Spec §4 Logout: the header button; the confirmation dialog is loaded when it is opened. */
export function LogoutButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)} data-testid="logout-button">
        {t('header_logout')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
