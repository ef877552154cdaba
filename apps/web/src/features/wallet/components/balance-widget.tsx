import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { accountsQuery, activeAccountOf, ACCOUNT_TYPE, isSelectable } from '../api/accounts';
import { useSetActiveAccount } from '../hooks/use-account-operations';
import { useLiveBalance } from '../hooks/use-live-balance';
import { useAccountBusy } from '../lib/account-ops';
import { withSymbol } from '../lib/money';
import { useDepositHref } from '../hooks/use-deposit-href';
import { AccountName } from './account-name';

/**
 * The header balance: the active account's money, kept live by the socket, and a menu to switch
 * the active account and to go to deposit and withdrawal (a disclosure: Escape or a click
 * outside closes it).
 */
export default function BalanceWidget() {
  const { t } = useTranslation();
  const href = useLngHref();
  const depositHref = useDepositHref();
  const errorText = useErrorText();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const accounts = useQuery(accountsQuery);
  const busy = useAccountBusy();
  const { mutation: setActive, successText } = useSetActiveAccount();
  useLiveBalance();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    // On the document: a button that turns disabled while it works drops the focus to the body.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const active = activeAccountOf(accounts.data);
  const bonus = accounts.data?.accounts.find((a) => a.type === ACCOUNT_TYPE.bonus);
  return (
    <div className="balance" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn--ghost balance__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="header-balance"
        onClick={() => {
          setActive.reset();
          setOpen((v) => !v);
        }}
      >
        <span className="visually-hidden">{t('wallet_balance')}: </span>
        <span data-testid="header-balance-amount">
          {active ? withSymbol(active.money, active.symbol) : accounts.isError ? '—' : '…'}
        </span>
      </button>
      <Link className="btn btn--primary balance__deposit" to={depositHref} data-testid="header-deposit">
        {t('wallet_deposit')}
      </Link>
      {open ? (
        <div id={panelId} className="balance__panel" data-testid="balance-menu">
          {accounts.isError ? <FormError message={errorText(accounts.error)} /> : null}
          <h2 className="balance__title">{t('wallet_choose_active')}</h2>
          <ul className="balance__accounts">
            {(accounts.data?.accounts ?? []).filter(isSelectable).map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="balance__account"
                  aria-pressed={a.isActive}
                  disabled={busy.change}
                  onClick={() => {
                    if (!a.isActive) setActive.mutate(a.id);
                  }}
                >
                  <AccountName account={a} />
                  <span className="balance__money">{withSymbol(a.money, a.symbol)}</span>
                </button>
              </li>
            ))}
          </ul>
          {bonus ? (
            <p className="balance__bonus" data-testid="balance-bonus">
              {t('wallet_bonus_balance')}: {withSymbol(bonus.money, bonus.symbol)}
            </p>
          ) : null}
          <FormSuccess message={successText} />
          <FormError message={setActive.isError ? errorText(setActive.error) : null} />
          <div className="balance__links">
            <Link className="btn btn--primary" to={depositHref} onClick={() => setOpen(false)}>
              {t('wallet_deposit')}
            </Link>
            <Link className="btn btn--ghost" to={href('office/deduce')} onClick={() => setOpen(false)}>
              {t('wallet_withdraw')}
            </Link>
            <Link className="btn btn--ghost" to={href('office/account')} onClick={() => setOpen(false)}>
              {t('wallet_my_accounts')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
