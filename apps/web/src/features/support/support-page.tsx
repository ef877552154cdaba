import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { supportStateQuery } from './api';
import { CallbackView, ChatView, EmailView } from './views';

/**
 * Spec §2 office/support: everything of the support button on one page of the office — the
 * chat with its history, a call back when the §5 rule allows, the payment requests, and the
 * e-mail form (always there, also when no consultant is online).
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const state = useQuery(supportStateQuery(initial.lng, initial.authenticated)).data;
  const chatOpen = state !== undefined && (state.consultant !== null || state.chat.available);
  return (
    <section className="page support-page" data-route-id="office_support">
      <h1>{t('page_office_support')}</h1>
      <div className="support-page__grid">
        <section className="card" aria-labelledby="support-chat-heading">
          <h2 id="support-chat-heading">{t('support_chat_title')}</h2>
          {state === undefined ? (
            <p aria-busy="true">{t('main_loading')}</p>
          ) : chatOpen ? (
            <ChatView state={state} lng={initial.lng} />
          ) : (
            <p>{t('support_no_consultant')}</p>
          )}
        </section>
        {state?.callbackAvailable ? (
          <section className="card" aria-labelledby="support-callback-heading">
            <h2 id="support-callback-heading">{t('support_callback_title')}</h2>
            <CallbackView lng={initial.lng} />
          </section>
        ) : null}
        <section className="card" aria-labelledby="support-payments-heading">
          <h2 id="support-payments-heading">{t('page_office_payment_requests')}</h2>
          <p className="page-actions">
            <Link className="btn btn--secondary" to={href('office/payment/requests')}>
              {t('page_office_payment_requests')}
            </Link>
            <Link className="btn btn--primary" to={href('office/payment/create-request')}>
              {t('page_office_payment_create_request')}
            </Link>
          </p>
        </section>
        <section className="card" aria-labelledby="support-email-heading">
          <h2 id="support-email-heading">{t('support_email_title')}</h2>
          <EmailView lng={initial.lng} loggedIn={initial.authenticated} />
        </section>
      </div>
    </section>
  );
}
