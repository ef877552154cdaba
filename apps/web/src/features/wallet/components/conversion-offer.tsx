import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMinor } from '@sb/ledger';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { FormError } from '../../../components/ui/form-message';
import { conversionCalls, conversionOfferQuery } from '../api/conversion';
import { walletKeys } from '../api/keys';

/**
 * Spec §4 Account conversion offer (HRK account conversion reminder): a one-time notice with the
 * rate and the euro amount, Accept and Decline. The server keeps the answer, so it never returns.
 * Shown on office/account and on the office dashboard (composed there by app/).
 */
export function ConversionOffer({ onAnswered }: { onAnswered?: () => void } = {}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const offer = useQuery(conversionOfferQuery);
  const answered = () => {
    onAnswered?.();
    return client.invalidateQueries({ queryKey: walletKeys.all });
  };
  const accept = useMutation({ mutationFn: conversionCalls.accept, onSuccess: answered });
  const decline = useMutation({ mutationFn: conversionCalls.decline, onSuccess: answered });
  const o = offer.data?.offer;
  if (!o) return null;
  const busy = accept.isPending || decline.isPending;
  const failed = accept.error ?? decline.error;
  return (
    <section
      className="wallet__conversion notice"
      role="dialog"
      aria-labelledby="conversion-title"
      data-testid="conversion-offer"
    >
      <h2 id="conversion-title">{t('wallet_conversion_title')}</h2>
      <p>
        {t('wallet_conversion_text', {
          balance: `${formatMinor(BigInt(o.balance), 2)} ${o.fromCurrency}`,
          converted: `${formatMinor(BigInt(o.converted), 2)} ${o.toCurrency}`,
          rate: o.rate,
        })}
      </p>
      <FormError message={failed ? errorText(failed) : null} />
      <div className="wallet__conversion-actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => accept.mutate()}>
          {t('wallet_conversion_accept')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => decline.mutate()}>
          {t('wallet_conversion_decline')}
        </button>
      </div>
    </section>
  );
}
