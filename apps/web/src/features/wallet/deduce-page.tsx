import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useLngHref } from '../../lib/use-lng';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { useErrorText } from '../../lib/use-error-text';
import type { Account } from './api/accounts';
import { paymentCalls, type PaymentOrder } from './api/payments';
import { PaymentForm } from './components/payment-form';
import { PendingWithdrawals } from './components/pending-withdrawals';
import { refreshAfterMoneyAction } from './lib/live-balance';

/**
 * Spec §2 office/deduce: a withdrawal request. The money is reserved at once and waits for an
 * operator's review; until then the player can cancel it.
 */
export default function DeducePage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const errorText = useErrorText();
  const qc = useQueryClient();
  // A sent order starts a fresh form: the next one is a new order with a new key.
  const [formRound, setFormRound] = useState(0);
  // One request at a time: a double click before the re-render is dropped.
  const sending = useRef(false);
  const withdraw = useMutation({
    mutationFn: (v: { order: PaymentOrder; account: Account }) => paymentCalls.requestWithdrawal(v.order),
    onSuccess: (_payment, { account }) => {
      setFormRound((n) => n + 1);
      void refreshAfterMoneyAction(qc, { accountId: account.id, beforeMinor: account.moneyMinor });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  return (
    <section className="page wallet" data-route-id="office_deduce">
      <h1>{t('page_office_deduce')}</h1>
      <div className="wallet__columns">
        <PaymentForm
          key={formRound}
          direction="withdrawal"
          submitLabel={t('wallet_withdraw_submit')}
          pending={withdraw.isPending}
          status={
            <>
              <FormError message={withdraw.isError ? errorText(withdraw.error) : null} />
              <FormSuccess message={withdraw.isSuccess ? t('wallet_withdrawal_requested') : null} />
            </>
          }
          onSubmit={(order, account) => {
            if (sending.current) return;
            sending.current = true;
            withdraw.mutate({ order, account });
          }}
        />
        <PendingWithdrawals />
      </div>
      <p className="wallet__links">
        <Link to={href('office/historypay')}>{t('page_office_historypay')}</Link>
        <Link to={href('office/payment/create-request/topic')}>{t('wallet_new_request')}</Link>
      </p>
    </section>
  );
}
