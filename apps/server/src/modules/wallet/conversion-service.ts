import { ACCOUNT_TYPE } from '@sb/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { lockPlayer } from '../identity';
import { houseAccount, transfer, type Tx } from '../ledger';
import { ledgerToWallet } from './commands';
import { CONVERSION, conversionPostings, HOUSE_FX, hrkToEurCents } from './conversion';
import { HOUSE } from './currencies';
import { activateOnly, closeAccount, insertAccounts, type AccountRow, type Conn } from './repository';
import { conversionAnswers } from './schema';

/**
 * Spec §4 Account conversion offer (HRK account conversion reminder): the offer, the player's
 * answer (once per user) and the conversion through the ledger. Main or additional (currency)
 * accounts qualify; a bonus account does not.
 */
export interface ConversionOffer {
  fromAccountId: number;
  fromCurrency: 'HRK';
  toCurrency: 'EUR';
  rate: '7.53450';
  balance: bigint;
  converted: bigint;
}

export interface ConversionResult {
  fromAccountId: number;
  toAccountId: number;
  balance: bigint;
  converted: bigint;
  /** The EUR account's balance after the conversion (its currency is CONVERSION.toCurrency). */
  toBalance: bigint;
  /** A repeated accept answering the first result: no money moved this time. */
  replay: boolean;
}

const QUALIFYING: readonly number[] = [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency];

async function hrkAccount(db: Conn, userId: number): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, CONVERSION.fromCurrency),
        isNull(ledgerAccounts.closedAt),
      ),
    );
  return rows.filter((a) => QUALIFYING.includes(a.type)).sort((a, b) => a.id - b.id)[0];
}

async function answerOf(db: Conn, userId: number) {
  const [row] = await db.select().from(conversionAnswers).where(eq(conversionAnswers.userId, userId));
  return row;
}

/** The offer, or null when the player has no HRK account or already answered it. */
export async function conversionOffer(db: Db, userId: number): Promise<ConversionOffer | null> {
  if (await answerOf(db, userId)) return null;
  const acct = await hrkAccount(db, userId);
  if (!acct) return null;
  return { ...CONVERSION, fromAccountId: acct.id, balance: acct.balance, converted: hrkToEurCents(acct.balance) };
}

/**
 * Spec §3 user config isRequiredTransfer: the player holds money in a legacy HRK account (main or
 * additional) that must move to EUR (the §4 conversion): true until it is converted or emptied.
 */
export async function requiredTransfer(db: Db, userId: number): Promise<boolean> {
  const acct = await hrkAccount(db, userId);
  return acct !== undefined && acct.balance > 0n;
}

const noHrk = () => new DomainError(409, 'no_hrk_account', 'wallet_conversion_no_hrk_account');

/** The player's EUR account a conversion pays into: an open one, else a new one. */
async function eurAccountFor(tx: Tx, userId: number, from: AccountRow): Promise<AccountRow> {
  const open = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, CONVERSION.toCurrency),
        isNull(ledgerAccounts.closedAt),
        ne(ledgerAccounts.type, ACCOUNT_TYPE.bonus),
      ),
    );
  const found = open.sort((a, b) => a.type - b.type || a.id - b.id)[0];
  if (found) return found;
  const [created] = await insertAccounts(tx, [
    { userId, role: 'player', type: from.type, currency: CONVERSION.toCurrency, isActive: false },
  ]);
  if (!created) throw new Error('EUR account not created');
  return created;
}

/**
 * Accept: the whole HRK balance converted at the fixed rate (rounded down to the cent) in one
 * ledger transaction, the HRK account closed, the active account moved to EUR if it was HRK.
 * Idempotent: the answer row, the player lock and the ledger key make a retry answer the first result.
 */
export async function acceptConversion(db: Db, userId: number, now: Date): Promise<ConversionResult> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const prior = await answerOf(tx, userId);
    if (prior?.answer === 'accepted' && prior.fromAccountId !== null) {
      const [to] = await tx
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.currency, CONVERSION.toCurrency),
            ne(ledgerAccounts.type, ACCOUNT_TYPE.bonus),
            isNull(ledgerAccounts.closedAt),
          ),
        );
      return {
        fromAccountId: prior.fromAccountId,
        toAccountId: to?.id ?? 0,
        balance: prior.balance ?? 0n,
        converted: prior.converted ?? 0n,
        toBalance: to?.balance ?? 0n,
        replay: true,
      };
    }
    if (prior) throw new DomainError(409, 'conversion_declined', 'wallet_conversion_declined');
    const from = await hrkAccount(tx, userId);
    if (!from) throw noHrk();
    const to = await eurAccountFor(tx, userId, from);
    const balance = from.balance;
    const postings = conversionPostings(
      {
        playerHrk: from.id,
        houseFxHrk: await houseAccount(tx, HOUSE_FX.HRK, CONVERSION.fromCurrency),
        houseFxEur: await houseAccount(tx, HOUSE_FX.EUR, CONVERSION.toCurrency),
        playerEur: to.id,
      },
      balance,
    );
    if (postings.length > 0)
      await transfer(tx, {
        idempotencyKey: `hrk-conversion:${from.id}`,
        kind: 'fx_conversion',
        postings,
        meta: { rate: CONVERSION.rate, from: CONVERSION.fromCurrency, to: CONVERSION.toCurrency },
      }).catch(ledgerToWallet);
    await closeAccount(tx, from.id);
    if (from.isActive) await activateOnly(tx, userId, to.id);
    const converted = hrkToEurCents(balance);
    await tx
      .insert(conversionAnswers)
      .values({ userId, answer: 'accepted', fromAccountId: from.id, balance, converted, answeredAt: now });
    const [after] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, to.id));
    return {
      fromAccountId: from.id,
      toAccountId: to.id,
      balance,
      converted,
      toBalance: after?.balance ?? to.balance + converted,
      replay: false,
    };
  });
}

/** Decline: the answer is kept and the offer never shown again. */
export async function declineConversion(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (await answerOf(tx, userId)) return;
    if (!(await hrkAccount(tx, userId))) throw noHrk();
    await tx.insert(conversionAnswers).values({ userId, answer: 'declined', answeredAt: now });
  });
}

/**
 * Admin and test support: opens a legacy HRK account (players cannot add one) holding `balance`
 * lipa, credited from the house deposits account in HRK.
 */
export async function openLegacyHrkAccount(
  db: Db,
  userId: number,
  v: { type: 'main' | 'currency'; balance: bigint; active: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [acct] = await insertAccounts(tx, [
      { userId, role: 'player', type: ACCOUNT_TYPE[v.type], currency: CONVERSION.fromCurrency, isActive: false },
    ]);
    if (!acct) throw new Error('HRK account not created');
    if (v.active) await activateOnly(tx, userId, acct.id);
    if (v.balance > 0n)
      await transfer(tx, {
        idempotencyKey: `hrk-legacy-open:${acct.id}`,
        kind: 'legacy_balance',
        postings: [
          { accountId: await houseAccount(tx, HOUSE.deposits, CONVERSION.fromCurrency), amount: -v.balance },
          { accountId: acct.id, amount: v.balance },
        ],
      });
    return acct.id;
  });
}
