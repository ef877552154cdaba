import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_TYPE, type Account } from '../api/accounts';

/** "Main account EUR (No. 12)": what the player calls an account, by type, currency and id. */
export function AccountName({ account }: { account: Account }) {
  const { t } = useTranslation();
  const kind =
    account.type === ACCOUNT_TYPE.main
      ? t('wallet_account_main')
      : account.type === ACCOUNT_TYPE.bonus
        ? t('wallet_account_bonus')
        : t('wallet_account_currency');
  return (
    <span className="account-name">
      {account.label ?? kind} {account.iso}{' '}
      <span className="account-name__id">{t('wallet_account_number', { id: String(account.id) })}</span>
    </span>
  );
}
