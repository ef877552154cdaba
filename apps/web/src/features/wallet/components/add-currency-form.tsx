import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSiteConfig } from '../../../lib/site-config/use-site-config';
import { SelectField } from '../../../components/ui/field';
import { isSelectable, type Account } from '../api/accounts';
import { useAccountBusy } from '../lib/account-ops';

/** Spec §7 add currency: one main or currency account per currency, from the site's currencies. */
export function AddCurrencyForm({ accounts, onAdd }: { accounts: readonly Account[]; onAdd: (iso: string) => void }) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const busy = useAccountBusy();
  const held = new Set(accounts.filter(isSelectable).map((a) => a.iso));
  const available = (config?.currencies ?? []).filter((c) => !held.has(c.iso));
  const [chosen, setChosen] = useState('');
  const iso = available.some((c) => c.iso === chosen) ? chosen : (available[0]?.iso ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (iso && !busy.add) onAdd(iso);
  };
  if (!available.length) return <p className="field__hint">{t('wallet_all_currencies_held')}</p>;
  return (
    <form className="form form--inline" onSubmit={submit} data-testid="add-currency">
      <SelectField label={t('wallet_add_currency_label')} value={iso} onChange={(e) => setChosen(e.target.value)}>
        {available.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.iso} ({c.symbol})
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn--primary" disabled={busy.add}>
        {busy.add ? t('wallet_adding_currency') : t('wallet_add_currency')}
      </button>
    </form>
  );
}
