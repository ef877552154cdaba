import { useTranslation } from '../../lib/i18n';
import { Dialog } from '../../components/ui/dialog';
import { DepositForm } from './components/deposit-form';

/** The deposit in a dialog (spec §4 recharge modal); its own chunk, loaded when it opens. */
export default function RechargeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('wallet_recharge_modal_title')} onClose={onClose} testId="recharge-modal">
      <DepositForm />
      <div className="dialog__foot">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('shell_close')}
        </button>
      </div>
    </Dialog>
  );
}
