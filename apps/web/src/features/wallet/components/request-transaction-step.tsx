import { useQuery } from '@tanstack/react-query';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { FormError } from '../../../components/ui/form-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { historyQuery } from '../api/payments';
import { PAYMENT_TYPES } from '../lib/history-filters';
import { currencyOf, withSymbol } from '../lib/money';
import { ChoiceStep } from './choice-step';

/** The transaction step: one of the player's payments of the topic's kind, newest first. */
export function RequestTransactionStep(props: {
  topic: string;
  initial: string | null;
  onBack: () => void;
  onChoose: (paymentId: string) => void;
}) {
  const { t } = useTranslation();
  const tt = dynamicT(t);
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const { config } = useSiteConfig();
  const errorText = useErrorText();
  const type = (PAYMENT_TYPES as readonly string[]).includes(props.topic) ? `type=${props.topic}&` : '';
  const history = useQuery(historyQuery(`${type}page=1&pageSize=50`));
  if (history.isError) return <FormError message={errorText(history.error)} />;
  if (!history.data) return <p className="field__hint">{t('main_loading')}</p>;
  if (!history.data.items.length) {
    return (
      <>
        <p>{t('wallet_request_no_payments')}</p>
        <button type="button" className="btn btn--ghost" onClick={props.onBack}>
          {t('auth_back')}
        </button>
      </>
    );
  }
  return (
    <ChoiceStep
      key="transaction"
      legend={t('wallet_request_step_transaction')}
      name="payment"
      initial={props.initial}
      options={history.data.items.map((p) => ({
        value: p.id,
        label: `${tt(`wallet_type_${p.direction}`)} ${withSymbol(p.amount, currencyOf(config?.currencies, p.currency).symbol)} · ${formatDateTime(p.createdAt, initial.lng, prefs.timeZone, prefs.is12h)} · ${tt(`wallet_status_${p.status}`)}`,
      }))}
      submitLabel={t('wallet_next')}
      onBack={props.onBack}
      onChoose={props.onChoose}
    />
  );
}
