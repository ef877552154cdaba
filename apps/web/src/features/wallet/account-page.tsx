import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useLngHref } from '../../lib/use-lng';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { useErrorText } from '../../lib/use-error-text';
import { accountsQuery } from './api/accounts';
import { AccountsTable } from './components/accounts-table';
import { AddCurrencyForm } from './components/add-currency-form';
import { ConversionOffer } from './components/conversion-offer';
import { useAddCurrency, useRemoveCurrency, useSetActiveAccount } from './hooks/use-account-operations';

/** Spec §2 office/account: the player's accounts; add, remove and set active (spec §7). */
export default function AccountPage() {
  const { t } = useTranslation();
  const href = useLngHref();
  const errorText = useErrorText();
  const accounts = useQuery(accountsQuery);
  const setActive = useSetActiveAccount();
  const add = useAddCurrency();
  const remove = useRemoveCurrency();
  const resetAll = () => {
    setActive.mutation.reset();
    add.mutation.reset();
    remove.mutation.reset();
  };
  const failed = [setActive.mutation, add.mutation, remove.mutation].find((m) => m.isError);
  return (
    <section className="page wallet" data-route-id="office_account">
      <h1>{t('page_office_account')}</h1>
      <ConversionOffer />
      {accounts.isError ? <FormError message={errorText(accounts.error)} /> : null}
      <div aria-live="polite">
        <FormSuccess message={setActive.successText ?? add.successText ?? remove.successText} />
      </div>
      <FormError message={failed ? errorText(failed.error) : null} />
      {accounts.data ? (
        <>
          <AccountsTable
            accounts={accounts.data.accounts}
            onSetActive={(id) => {
              resetAll();
              setActive.mutation.mutate(id);
            }}
            onRemove={(id) => {
              resetAll();
              remove.mutation.mutate(id);
            }}
          />
          <p className="field__hint">{t('wallet_remove_hint')}</p>
          <AddCurrencyForm
            accounts={accounts.data.accounts}
            onAdd={(iso) => {
              resetAll();
              add.mutation.mutate(iso);
            }}
          />
        </>
      ) : accounts.isError ? null : (
        <p className="field__hint">{t('main_loading')}</p>
      )}
      <p className="wallet__links">
        <Link to={href('office/recharge')}>{t('wallet_deposit')}</Link>
        <Link to={href('office/deduce')}>{t('wallet_withdraw')}</Link>
        <Link to={href('office/historypay')}>{t('page_office_historypay')}</Link>
      </p>
    </section>
  );
}
