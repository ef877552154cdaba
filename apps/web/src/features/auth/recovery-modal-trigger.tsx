import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../../lib/app-context';
import { HydratedOnly } from '../../components/ui/hydrated-only';
import { lazyWithReload } from '../../lib/lazy-with-reload';

const RecoveryModal = lazyWithReload(() => import('./recovery-modal'));

/** Spec §2 query that opens the password-recovery modal for unauthenticated users. */
export const FORGOT_PASSWORD_PARAM = 'showForgotPasswordModal';

/** Watches the query on every page; the modal itself is a separate chunk, loaded when asked for. */
export function RecoveryModalTrigger() {
  const { initial } = useApp();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  if (initial.authenticated || params.get(FORGOT_PASSWORD_PARAM) !== '1') return null;
  const close = () => {
    params.delete(FORGOT_PASSWORD_PARAM);
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  };
  return (
    <HydratedOnly fallback={null}>
      <RecoveryModal onClose={close} />
    </HydratedOnly>
  );
}
