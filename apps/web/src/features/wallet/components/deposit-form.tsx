import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useApp } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { paymentCalls, type PaymentOrder } from '../api/payments';
import { PaymentForm } from './payment-form';

/**
 * The deposit, on the recharge page and in the recharge modal: the server answers the provider's
 * page; the browser goes there and comes back to /{lng}/onpay/{result}.
 */
export function DepositForm() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const errorText = useErrorText();
  // A second click before the page re-renders is dropped here; the Idempotency-Key covers what
  // still gets through (a retried request): either way one payment, one trip to the provider.
  const sent = useRef(false);
  const deposit = useMutation({
    mutationFn: (order: PaymentOrder) => paymentCalls.startDeposit(order, initial.lng),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: () => {
      sent.current = false;
    },
  });
  return (
    <>
      <p className="field__hint">{t('wallet_deposit_text')}</p>
      {/* UKGC RTS 12: a link to limit settings wherever a deposit is made. */}
      <p>
        <Link to={href('office/responsible')} data-testid="deposit-limits-link">
          {t('rg_limits_link')}
        </Link>
      </p>
      <PaymentForm
        direction="deposit"
        submitLabel={deposit.isPending || deposit.isSuccess ? t('wallet_redirecting') : t('wallet_deposit_submit')}
        pending={deposit.isPending || deposit.isSuccess}
        status={<FormError message={deposit.isError ? errorText(deposit.error) : null} />}
        onSubmit={(order) => {
          if (sent.current) return;
          sent.current = true;
          deposit.mutate(order);
        }}
      />
    </>
  );
}
