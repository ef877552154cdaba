import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Account, AccountData } from '../api/accounts';
import { walletKeys } from '../api/keys';
import { applyBalance, refreshAfterMoneyAction, setBalanceLive } from './live-balance';

const account = (id: number, moneyMinor: string): Account => ({
  id,
  type: 0,
  iso: 'EUR',
  symbol: '€',
  currencyId: 978,
  money: `${Number(moneyMinor) / 100}`,
  moneyMinor,
  label: null,
  isActive: id === 1,
  points: 0,
});
const data = (minor: string): AccountData => ({ accounts: [account(1, minor), account(2, '0')], activeAccountId: 1 });

afterEach(() => {
  vi.restoreAllMocks();
  setBalanceLive(false);
});

describe('live balance: pushed changes go into the cached accounts', () => {
  it('updates the account the socket names, leaving the others', () => {
    const qc = new QueryClient();
    qc.setQueryData(walletKeys.accounts, data('0'));
    applyBalance(qc, { type: 'balance', accountId: 1, money: '25.00', moneyMinor: '2500' });
    const after = qc.getQueryData<AccountData>(walletKeys.accounts);
    expect(after?.accounts.map((a) => [a.id, a.money, a.moneyMinor])).toEqual([
      [1, '25.00', '2500'],
      [2, '0', '0'],
    ]);
  });

  it('an account it does not know yet (added in another tab) makes it read the accounts again', () => {
    const qc = new QueryClient();
    qc.setQueryData(walletKeys.accounts, data('0'));
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    applyBalance(qc, { type: 'balance', accountId: 9, money: '1.00', moneyMinor: '100' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.accounts });
  });

  it('§4 Account conversion offer: a push that changed the account list (HRK closed) reads the accounts again', () => {
    const qc = new QueryClient();
    qc.setQueryData(walletKeys.accounts, data('0'));
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    applyBalance(qc, { type: 'balance', accountId: 2, money: '13.27', moneyMinor: '1327', accountsChanged: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.accounts });
  });
});

describe('spec §9 account update polling after a money action', () => {
  it('with the socket up, no polling: the accounts are only marked for a re-read', async () => {
    const qc = new QueryClient();
    setBalanceLive(true);
    const get = vi.spyOn(api, 'get').mockResolvedValue(data('1500'));
    qc.setQueryData(walletKeys.accounts, data('2500'));
    await refreshAfterMoneyAction(qc, { accountId: 1, beforeMinor: '2500' }, async () => undefined);
    // Nothing observes the query in this test, so invalidation reads nothing; a page re-reads it once.
    expect(get).toHaveBeenCalledTimes(0);
    expect(qc.getQueryState(walletKeys.accounts)?.isInvalidated).toBe(true);
  });

  it('with the socket down, reads up to 5 times, 2500 ms apart, until the balance changed', async () => {
    const qc = new QueryClient();
    const answers = [data('2500'), data('2500'), data('1500')];
    const get = vi.spyOn(api, 'get').mockImplementation(async () => answers.shift() ?? data('1500'));
    const pauses: number[] = [];
    await refreshAfterMoneyAction(qc, { accountId: 1, beforeMinor: '2500' }, async (ms) => void pauses.push(ms));
    expect(get).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([2500, 2500]);
    expect(qc.getQueryData<AccountData>(walletKeys.accounts)?.accounts[0]?.moneyMinor).toBe('1500');
  });

  it('with the socket down and no change, gives up after 5 reads', async () => {
    const qc = new QueryClient();
    const get = vi.spyOn(api, 'get').mockResolvedValue(data('2500'));
    await refreshAfterMoneyAction(qc, { accountId: 1, beforeMinor: '2500' }, async () => undefined);
    expect(get).toHaveBeenCalledTimes(5);
  });
});
