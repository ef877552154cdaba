import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { Dialog } from '../../components/ui/dialog';
import { RecoveryFlow } from './components/recovery-flow';

/** Spec §2: the password-recovery modal, opened by ?showForgotPasswordModal=1. */
export default function RecoveryModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const href = useLngHref();
  return (
    <Dialog title={t('page_forgotpassword')} onClose={onClose} testId="recovery-modal">
      <RecoveryFlow
        loginAction={
          // A full load: the modal's query must not follow the player to the login page.
          <a className="btn btn--primary" href={href('login')}>
            {t('shell_login')}
          </a>
        }
      />
      <div className="dialog__foot">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('shell_close')}
        </button>
      </div>
    </Dialog>
  );
}
