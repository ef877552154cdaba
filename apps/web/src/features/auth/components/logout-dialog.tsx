import { useTranslation } from '../../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { useApp } from '../../../lib/app-context';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { logout } from '../api/logout';

/**
 * Spec §4 Logout confirmation (spec §8 texts header_you_sure, header_confirm, header_cancel), then
 * the disconnect call and a full load of the language home, so nothing of the player stays in
 * the page's memory.
 */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign(`/${initial.lng}`),
  });
  return (
    <Dialog title={t('header_you_sure')} onClose={onClose} alert testId="logout-dialog">
      <FormError message={mutation.isError ? errorText(mutation.error) : null} />
      <div className="form__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={mutation.isPending || mutation.isSuccess}
          onClick={() => mutation.mutate()}
        >
          {t('header_confirm')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose} autoFocus>
          {t('header_cancel')}
        </button>
      </div>
    </Dialog>
  );
}
