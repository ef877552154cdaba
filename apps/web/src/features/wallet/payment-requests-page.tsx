import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useApp, usePreferences } from '../../lib/app-context';
import { useLngHref } from '../../lib/use-lng';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { formatDateTime } from '../../lib/format-date-time';
import { useTranslation, dynamicT } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { requestsQuery } from './api/support';

/** Spec §2 office/payment/requests: the player's requests about payments, newest first. */
export default function PaymentRequestsPage() {
  const { t, i18n } = useTranslation();
  const tt = dynamicT(t);
  const label = (key: string, fallback: string) => (i18n.exists(key) ? tt(key) : fallback);
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const href = useLngHref();
  const errorText = useErrorText();
  const created = (useLocation().state as { createdRequest?: number } | null)?.createdRequest;
  const requests = useQuery(requestsQuery);
  return (
    <section className="page wallet" data-route-id="office_payment_requests">
      <h1>{t('page_office_payment_requests')}</h1>
      <FormSuccess message={created ? t('wallet_request_sent', { id: String(created) }) : null} />
      <p>
        <Link className="btn btn--primary" to={href('office/payment/create-request/topic')}>
          {t('wallet_new_request')}
        </Link>
      </p>
      {requests.isError ? <FormError message={errorText(requests.error)} /> : null}
      {requests.data && !requests.data.length ? <p>{t('wallet_requests_empty')}</p> : null}
      <ol className="requests">
        {(requests.data ?? []).map((r) => (
          <li key={r.id} className="requests__item" data-testid="support-request">
            <p className="requests__head">
              <strong>
                {label(`wallet_topic_${r.topic}`, r.topic)}: {label(`wallet_subtopic_${r.subtopic}`, r.subtopic)}
              </strong>{' '}
              <span className="badge">{label(`wallet_request_status_${r.status}`, r.status)}</span>
            </p>
            <p className="field__hint">
              {t('wallet_request_number', { id: String(r.id) })}
              {' · '}
              <time dateTime={r.createdAt}>
                {formatDateTime(r.createdAt, initial.lng, prefs.timeZone, prefs.is12h)}
              </time>
              {r.paymentId ? ` · ${t('wallet_payment_id')}: ${r.paymentId}` : ''}
            </p>
            <p className="requests__message">{r.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
