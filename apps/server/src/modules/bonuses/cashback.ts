import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  cashbackAmount,
  levelAtPeriodEnd,
  levelWindow,
  netLoss,
  vipCashbackAmount,
  type BonusProduct,
  type CashbackPeriod,
  type VipLevelId,
} from '@sb/bonus';
import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import {
  betCoupons,
  bonusDefinitions,
  casinoGames,
  casinoRounds,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  loyaltyPoints,
  playerBonuses,
} from '../../db/schema';
import { houseAccount, transfer } from '../ledger';
import * as repo from './repository';
import { NOT_CASINO_CATEGORIES } from './stake-hooks';
import { HOUSE_BONUSES } from './wagering';

/**
 * Issue 16 cashback (reference "Bonuses"): per player and currency, a period's net loss of the
 * definition's product — stakes − wins − bonuses granted — times the percent, paid once per
 * period to the main account as real money. Once: the ledger key names the definition, player,
 * currency and period, so a second run (or a second leader) moves nothing.
 */
export const CASHBACK_KIND = 'bonus_cashback';

export interface Totals {
  userId: number;
  currency: string;
  stakes: bigint;
  wins: bigint;
  bonuses: bigint;
}

const big = (v: unknown): bigint => BigInt(String(v ?? 0));
const key = (t: { userId: number; currency: string }) => `${t.userId}:${t.currency}`;

/** Every player's totals of a product in the period (only `userIds` when given). */
export async function periodTotals(
  db: Db,
  product: BonusProduct,
  p: CashbackPeriod,
  userIds?: readonly number[],
): Promise<Totals[]> {
  const from = new Date(p.start);
  const to = new Date(p.end);
  const rows =
    product === 'casino'
      ? await db
          .select({
            userId: casinoRounds.userId,
            currency: casinoRounds.currency,
            stakes: sql<string>`sum(${casinoRounds.totalStake})`,
            wins: sql<string>`sum(${casinoRounds.payout})`,
          })
          .from(casinoRounds)
          .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
          .where(
            and(
              eq(casinoRounds.mode, 'real'),
              eq(casinoRounds.status, 'settled'),
              gte(casinoRounds.createdAt, from),
              lt(casinoRounds.createdAt, to),
              sql`${casinoGames.category} <> all(${`{${NOT_CASINO_CATEGORIES.join(',')}}`}::text[])`,
              ...(userIds ? [inArray(casinoRounds.userId, [...userIds])] : []),
            ),
          )
          .groupBy(casinoRounds.userId, casinoRounds.currency)
      : await db
          .select({
            userId: betCoupons.userId,
            currency: betCoupons.currency,
            stakes: sql<string>`sum(${betCoupons.stake})`,
            wins: sql<string>`sum(${betCoupons.payout})`,
          })
          .from(betCoupons)
          .where(
            and(
              eq(betCoupons.status, 'settled'),
              gte(betCoupons.settledAt, from),
              lt(betCoupons.settledAt, to),
              ...(userIds ? [inArray(betCoupons.userId, [...userIds])] : []),
            ),
          )
          .groupBy(betCoupons.userId, betCoupons.currency);
  const granted = await db
    .select({
      userId: playerBonuses.userId,
      currency: playerBonuses.currency,
      amount: sql<string>`sum(${playerBonuses.amount})`,
    })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(
      and(
        eq(bonusDefinitions.product, product),
        gte(playerBonuses.grantedAt, from),
        lt(playerBonuses.grantedAt, to),
        ...(userIds ? [inArray(playerBonuses.userId, [...userIds])] : []),
      ),
    )
    .groupBy(playerBonuses.userId, playerBonuses.currency);
  const bonusOf = new Map(granted.map((g) => [key(g), big(g.amount)]));
  return rows
    .filter((r): r is typeof r & { userId: number } => r.userId !== null)
    .map((r) => ({
      userId: r.userId,
      currency: r.currency,
      stakes: big(r.stakes),
      wins: big(r.wins),
      bonuses: bonusOf.get(key(r)) ?? 0n,
    }));
}

/**
 * Issue 16 cashback by VIP level: the player's level at the period's end — points earned (> 0) in
 * the 90 days before it, as the loyalty module counts them.
 */
export async function levelAt(db: Db, userId: number, p: CashbackPeriod): Promise<VipLevelId> {
  const w = levelWindow(p);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loyaltyPoints.points}), 0)` })
    .from(loyaltyPoints)
    .where(
      and(
        eq(loyaltyPoints.userId, userId),
        sql`${loyaltyPoints.points} > 0`,
        gte(loyaltyPoints.createdAt, new Date(w.from)),
        lt(loyaltyPoints.createdAt, new Date(w.to)),
      ),
    );
  return levelAtPeriodEnd(Number(row?.total ?? 0));
}

/** What a definition pays on a loss: casino cashback by the player's level (VIP cashback), sport flat. */
export async function definitionCashback(
  db: Db,
  row: repo.DefinitionRow,
  userId: number,
  p: CashbackPeriod,
  loss: bigint,
): Promise<bigint> {
  if (row.product !== 'casino') return cashbackAmount(row, loss);
  return vipCashbackAmount(row, await levelAt(db, userId, p), loss);
}

export const cashbackKey = (definitionId: number, t: { userId: number; currency: string }, p: CashbackPeriod) =>
  `bonus:cashback:${definitionId}:${t.userId}:${t.currency}:${new Date(p.start).toISOString()}`;

/** Pays one definition's cashback of a period; answers how many players were paid now (not before). */
export async function payPeriod(
  db: Db,
  row: repo.DefinitionRow,
  p: CashbackPeriod,
  eligible: (userId: number, currency: string) => Promise<boolean>,
): Promise<number> {
  let paid = 0;
  for (const t of await periodTotals(db, row.product as BonusProduct, p)) {
    const loss = netLoss(t);
    if (loss <= 0n) continue;
    const amount = await definitionCashback(db, row, t.userId, p, loss);
    if (amount <= 0n || !(await eligible(t.userId, t.currency))) continue;
    if (await payCashbackTo(db, cashbackKey(row.id, t, p), t, amount, { definitionId: row.id, periodStart: p, loss }))
      paid++;
  }
  return paid;
}

/** One cashback payment house → main account under its once-per-period key; true when moved now. */
export async function payCashbackTo(
  db: Db,
  idempotencyKey: string,
  t: { userId: number; currency: string },
  amount: bigint,
  meta: { definitionId: number | null; periodStart: CashbackPeriod; loss: bigint; programme?: string },
): Promise<boolean> {
  const main = await repo.mainAccount(db, t.userId, t.currency);
  if (main === undefined) return false;
  const moved = await db.transaction(async (tx) =>
    transfer(tx, {
      idempotencyKey,
      kind: CASHBACK_KIND,
      postings: move(await houseAccount(tx, HOUSE_BONUSES, t.currency), main, amount),
      meta: {
        definitionId: meta.definitionId,
        programme: meta.programme ?? 'definition',
        userId: t.userId,
        periodStart: new Date(meta.periodStart.start).toISOString(),
        netLoss: meta.loss.toString(),
      },
    }),
  );
  return !moved.duplicate;
}

/** The player's cashback payments, newest first (the ledger's own record of them). */
export async function cashbackPayments(db: Db, userId: number, limit = 20) {
  return db
    .select({
      amount: ledgerEntries.amount,
      currency: ledgerAccounts.currency,
      at: ledgerTransactions.createdAt,
      meta: ledgerTransactions.meta,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerTransactions.kind, CASHBACK_KIND)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}
