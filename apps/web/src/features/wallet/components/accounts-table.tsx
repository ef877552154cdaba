import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_TYPE, isSelectable, type Account } from '../api/accounts';
import { useAccountBusy } from '../lib/account-ops';
import { withSymbol } from '../lib/money';
import { AccountName } from './account-name';

interface AccountsTableProps {
  accounts: readonly Account[];
  onSetActive: (id: number) => void;
  onRemove: (id: number) => void;
}

/** Spec §3 accounts: main, bonus and currency accounts; one is active. */
export function AccountsTable({ accounts, onSetActive, onRemove }: AccountsTableProps) {
  const { t } = useTranslation();
  const busy = useAccountBusy();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="accounts-table">
        <caption className="visually-hidden">{t('wallet_accounts_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallet_account')}</th>
            <th scope="col" className="table__num">
              {t('wallet_balance')}
            </th>
            <th scope="col">{t('wallet_status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('wallet_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.id} data-testid={`account-${a.iso}-${a.type}`} data-account-id={a.id}>
              <th scope="row">
                <AccountName account={a} />
              </th>
              <td className="table__num">{withSymbol(a.money, a.symbol)}</td>
              <td>{a.isActive ? <span className="badge badge--on">{t('wallet_active')}</span> : null}</td>
              <td>
                <div className="table__actions">
                  {isSelectable(a) && !a.isActive ? (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy.change}
                      onClick={() => onSetActive(a.id)}
                    >
                      {t('wallet_make_active')}
                    </button>
                  ) : null}
                  {a.type === ACCOUNT_TYPE.currency ? (
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={busy.delete}
                      onClick={() => onRemove(a.id)}
                    >
                      {t('wallet_remove_account')}
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
