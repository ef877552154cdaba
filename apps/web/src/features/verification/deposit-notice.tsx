import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog';
import { useHydrated } from '../../components/ui/hydrated-only';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { verificationQuery } from './api';

/**
 * Spec §3 show_verification_modal_on_deposit_page: on the deposit page a player the field names
 * (a document requested, or verification refused) is asked to verify first; "Later" closes it for
 * this visit. The field is read from the verification call, which answers the user config's own.
 */
export function DepositVerificationModal() {
  const { t } = useTranslation();
  const href = useLngHref();
  const hydrated = useHydrated();
  const state = useQuery({ ...verificationQuery, enabled: hydrated });
  const [closed, setClosed] = useState(false);
  if (closed || !state.data?.fields.show_verification_modal_on_deposit_page) return null;
  return (
    <Dialog title={t('verification_modal_title')} onClose={() => setClosed(true)} testId="verification-deposit-modal">
      <p>{t('verification_modal_text')}</p>
      <div className="dialog__actions">
        <Link className="btn btn--primary" to={href('office/verification')}>
          {t('verification_modal_go')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={() => setClosed(true)}>
          {t('verification_modal_later')}
        </button>
      </div>
    </Dialog>
  );
}

/** app/ composes it with the deposit page (a feature never imports another feature). */
export function withDepositVerificationModal(Page: ComponentType): ComponentType {
  function WithDepositVerificationModal() {
    return (
      <>
        <Page />
        <DepositVerificationModal />
      </>
    );
  }
  return WithDepositVerificationModal;
}
