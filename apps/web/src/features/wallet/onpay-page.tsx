import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApp } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { useLngHref } from '../../lib/use-lng';
import { FormError } from '../../components/ui/form-message';
import { useTranslation, dynamicT } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { paymentQuery } from './api/payments';
import { ONPAY_POLL_MS, ONPAY_POLL_TRIES } from './lib/constants';
import { refreshAfterMoneyAction } from './lib/live-balance';
import { currencyOf, withSymbol } from './lib/money';

/**
 * Spec §2 payment result pages onpay/{result} (route-table ONPAY_RESULTS). The provider sends the
 * player back here; the payment's own status is the truth, read until it is no longer pending
 * (about 10 s), since the provider's verdict may reach the site after the player.
 */
export default function OnpayPage() {
  const { t } = useTranslation();
  const tt = dynamicT(t);
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const href = useLngHref();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const result = useParams()['result'] ?? 'pending';
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  const payment = useQuery({
    ...paymentQuery(paymentId ?? ''),
    enabled: paymentId !== null && initial.authenticated,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && q.state.dataUpdateCount < ONPAY_POLL_TRIES ? ONPAY_POLL_MS : false,
  });
  const status = payment.data?.status;
  const settled = status !== undefined && status !== 'pending';
  useEffect(() => {
    if (settled) void refreshAfterMoneyAction(qc);
  }, [settled, qc]);

  // After the last read the page says so instead of spinning: history shows the verdict later.
  const reads = qc.getQueryState(paymentQuery(paymentId ?? '').queryKey)?.dataUpdateCount ?? 0;
  const stillPending = status === 'pending' && !payment.isFetching && reads >= ONPAY_POLL_TRIES;
  return (
    <section className="page page--narrow wallet onpay" data-route-id="onpay">
      <h1>{tt(`wallet_onpay_${result.replace('-', '_')}`)}</h1>
      {payment.isError ? <FormError message={errorText(payment.error)} /> : null}
      {!initial.authenticated && paymentId ? <p>{t('wallet_onpay_login')}</p> : null}
      {payment.data ? (
        <dl className="onpay__facts" data-testid="onpay-payment">
          <dt>{t('wallet_amount')}</dt>
          <dd data-testid="onpay-amount">
            {withSymbol(payment.data.amount, currencyOf(config?.currencies, payment.data.currency).symbol)}
          </dd>
          <dt>{t('wallet_status')}</dt>
          <dd data-testid="onpay-status" className={`status status--${payment.data.status}`}>
            {tt(`wallet_status_${payment.data.status}`)}
          </dd>
          <dt>{t('wallet_payment_id')}</dt>
          <dd className="onpay__id">{payment.data.id}</dd>
        </dl>
      ) : paymentId && initial.authenticated && !payment.isError ? (
        <p className="field__hint">{t('main_loading')}</p>
      ) : null}
      {stillPending ? <p className="field__hint">{t('wallet_onpay_still_pending')}</p> : null}
      <p className="wallet__links">
        {/* Issue 16: a completed deposit leads to its thank-you page (the bonus it granted, next steps). */}
        {payment.data?.direction === 'deposit' && status === 'success' ? (
          <Link className="btn btn--primary" to={href('thankyou/deposit')} data-testid="onpay-thankyou">
            {t('wallet_onpay_thankyou')}
          </Link>
        ) : null}
        <Link className="btn btn--primary" to={href('office/historypay')}>
          {t('page_office_historypay')}
        </Link>
        <Link className="btn btn--ghost" to={href('')}>
          {t('error_back_home')}
        </Link>
      </p>
    </section>
  );
}
