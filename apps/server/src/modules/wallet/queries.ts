import { exponentOf, type ConfigGroups } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { CURRENCY_IDS } from './currencies';
import type { AccountRow } from './repository';

/**
 * Issue 12: the wallet's answers built from what the repository read — pure functions of the rows
 * and the configuration, no database.
 */
export const BALANCE_CHANNEL = 'wallet.balance';

export interface BalanceEvent {
  userId: number;
  accountId: number;
  money: string;
  moneyMinor: string;
  /** The player's account list changed too (an account closed, the active one moved): read it again. */
  accountsChanged?: true;
}

export interface AccountView {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  currencyId: number;
  money: string;
  moneyMinor: string;
  label: string | null;
  isActive: boolean;
  points: number;
}

type Currencies = ConfigGroups['currencies'];

export function accountView(r: AccountRow, currencies: Currencies): AccountView {
  const c = currencies.find((x) => x.iso === r.currency);
  const exponent = exponentOf(currencies, r.currency);
  return {
    id: r.id,
    type: r.type,
    iso: r.currency,
    symbol: c?.symbol ?? r.currency,
    currencyId: CURRENCY_IDS[r.currency] ?? 0,
    money: formatMinor(r.balance, exponent),
    moneyMinor: r.balance.toString(),
    label: r.label,
    isActive: r.isActive,
    points: r.points,
  };
}

export function balanceEvent(
  change: { userId: number; accountId: number; balance: bigint; currency: string },
  currencies: Currencies,
): BalanceEvent {
  const exponent = exponentOf(currencies, change.currency);
  return {
    userId: change.userId,
    accountId: change.accountId,
    money: formatMinor(change.balance, exponent),
    moneyMinor: change.balance.toString(),
  };
}

export interface MethodView {
  id: string;
  name: string;
  min: number;
  max: number;
}

/** The payment methods open to a player of `country` in one direction and currency. */
export function methodsFor(
  p: ConfigGroups['payments'],
  country: string | undefined,
  direction: 'deposit' | 'withdrawal',
  currency: string,
): MethodView[] {
  return p.methods
    .filter(
      (m) =>
        m.directions.includes(direction) &&
        (m.countries.length === 0 || (country !== undefined && m.countries.includes(country))),
    )
    .flatMap((m) => {
      const l = m.limits[currency];
      return l ? [{ id: m.id, name: m.name, min: l.min, max: l.max }] : [];
    });
}
