import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { Field, SelectField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { accountsQuery, activeAccountOf, isSelectable, type Account } from '../api/accounts';
import { methodsQuery, type PaymentOrder } from '../api/payments';
import type { PaymentType } from '../lib/history-filters';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { amountStep, checkAmount, currencyOf, formatAmount, withSymbol } from '../lib/money';

interface PaymentFormProps {
  direction: PaymentType;
  submitLabel: string;
  pending: boolean;
  /** The outcome of the last submit (error or success), shown above the button. */
  status?: ReactNode;
  onSubmit: (order: PaymentOrder, account: Account) => void;
}

/**
 * Deposit and withdrawal: the account, a method for its currency (with its min and max) and the
 * amount in major units, turned into exact minor units. One Idempotency-Key per order: the same
 * order sent again (a double click, a retry after a lost answer) carries the same key and the
 * server makes one payment; any change of the order makes a new one.
 */
export function PaymentForm({ direction, submitLabel, pending, status, onSubmit }: PaymentFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { config } = useSiteConfig();
  const accounts = useQuery(accountsQuery);
  const selectable = (accounts.data?.accounts ?? []).filter(isSelectable);
  const [accountId, setAccountId] = useState<number | null>(null);
  const active = activeAccountOf(accounts.data);
  const account =
    selectable.find((a) => a.id === accountId) ?? selectable.find((a) => a.id === active?.id) ?? selectable[0];
  const methods = useQuery({ ...methodsQuery(direction, account?.id ?? 0), enabled: account !== undefined });
  const [methodId, setMethodId] = useState('');
  const method = methods.data?.find((m) => m.id === methodId) ?? methods.data?.[0];
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const currency = currencyOf(config?.currencies, account?.iso ?? '');
  const money = (minor: number | string) => withSymbol(formatAmount(minor, currency.exponent), account?.symbol ?? '');

  /** Any change of the order is a new order: it gets a new key on its submit. */
  const changed = () => {
    key.current = null;
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!account || !method) return;
    const checked = checkAmount(amount, currency.exponent, method);
    if (!checked.ok) {
      setProblem(t(checked.problem));
      return;
    }
    setProblem(null);
    key.current ??= newIdempotencyKey();
    onSubmit(
      { accountId: account.id, methodId: method.id, amount: checked.minor, idempotencyKey: key.current },
      account,
    );
  };

  if (accounts.isError) return <FormError message={errorText(accounts.error)} />;
  if (!accounts.data) return <p className="field__hint">{t('main_loading')}</p>;
  return (
    <form className="form payment-form" onSubmit={submit} noValidate data-testid={`${direction}-form`}>
      <SelectField
        label={t('wallet_account')}
        name="account"
        value={account?.id ?? ''}
        onChange={(e) => {
          setAccountId(Number(e.target.value));
          setMethodId('');
          changed();
        }}
      >
        {selectable.map((a) => (
          <option key={a.id} value={a.id}>
            {t('wallet_account_option', { iso: a.iso, id: String(a.id), money: withSymbol(a.money, a.symbol) })}
          </option>
        ))}
      </SelectField>
      {methods.isError ? <FormError message={errorText(methods.error)} /> : null}
      {methods.data && !methods.data.length ? <p className="notice">{t('wallet_no_methods')}</p> : null}
      {methods.data?.length ? (
        <SelectField
          label={t('wallet_method')}
          name="method"
          value={method?.id ?? ''}
          onChange={(e) => {
            setMethodId(e.target.value);
            changed();
          }}
        >
          {methods.data.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('wallet_amount_label', { currency: account?.iso ?? '' })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={method ? formatAmount(method.min, currency.exponent) : undefined}
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          changed();
        }}
        error={problem}
        hint={
          method
            ? t('wallet_amount_hint', {
                min: money(method.min),
                max: money(method.max),
                step: amountStep(currency.exponent),
              })
            : undefined
        }
        required
      />
      {direction === 'withdrawal' && account ? (
        <p className="field__hint" data-testid="withdrawal-available">
          {t('wallet_available', { money: withSymbol(account.money, account.symbol) })}
        </p>
      ) : null}
      {status}
      <button type="submit" className="btn btn--primary" disabled={pending || !method}>
        {submitLabel}
      </button>
    </form>
  );
}
