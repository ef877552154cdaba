import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { accountsQuery } from '../api/accounts';
import { historyQuery, paymentCalls } from '../api/payments';
import { refreshAfterMoneyAction } from '../lib/live-balance';
import { currencyOf, withSymbol } from '../lib/money';

/** Withdrawals waiting for review: the money is reserved, and the player may still cancel. */
const PENDING_SEARCH = 'type=withdrawal&status=review&page=1&pageSize=100';

export function PendingWithdrawals() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const { config } = useSiteConfig();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const pending = useQuery(historyQuery(PENDING_SEARCH));
  const cancel = useMutation({
    mutationFn: (id: string) => paymentCalls.cancelWithdrawal(id),
    onSuccess: (p) => {
      const account = qc.getQueryData(accountsQuery.queryKey)?.accounts.find((a) => a.id === p.accountId);
      void refreshAfterMoneyAction(
        qc,
        account ? { accountId: account.id, beforeMinor: account.moneyMinor } : undefined,
      );
    },
  });
  const items = pending.data?.items ?? [];
  return (
    <section className="wallet__section" aria-labelledby="pending-withdrawals-title" data-testid="pending-withdrawals">
      <h2 id="pending-withdrawals-title">{t('wallet_pending_title')}</h2>
      {pending.isError ? <FormError message={errorText(pending.error)} /> : null}
      <FormError message={cancel.isError ? errorText(cancel.error) : null} />
      <FormSuccess message={cancel.isSuccess ? t('wallet_withdrawal_cancelled') : null} />
      {pending.data && !items.length ? <p className="field__hint">{t('wallet_pending_empty')}</p> : null}
      <ul className="pending">
        {items.map((p) => (
          <li key={p.id} className="pending__item" data-testid="pending-withdrawal">
            <div>
              <p className="pending__amount">
                {withSymbol(p.amount, currencyOf(config?.currencies, p.currency).symbol)}
              </p>
              <p className="field__hint">
                <time dateTime={p.createdAt}>
                  {formatDateTime(p.createdAt, initial.lng, prefs.timeZone, prefs.is12h)}
                </time>
                {' · '}
                {t('wallet_status_review')}
              </p>
            </div>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(p.id)}
            >
              {t('wallet_cancel_withdrawal')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
