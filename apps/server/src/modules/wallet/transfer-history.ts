/*
 * Issue 17 office transfer history: every ledger movement of the player's own accounts (bets,
 * wins, casino, lotto, bonuses, payments, transfers), newest first, with filters and pages; and
 * the user-config fact has_deposit (spec §3). Reads only; money is moved by the ledger elsewhere.
 */
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  exponentOf,
  TRANSFER_GROUP_PATTERNS,
  TRANSFER_GROUPS,
  TRANSFER_HISTORY_PATH,
  transferGroupOf,
  transferHistoryAnswerSchema,
  transferHistoryQuerySchema,
  type TransferGroup,
  type TransferHistoryAnswer,
  type TransferHistoryQuery,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { ConfigService } from '../config';
import { principal } from '../identity';
import { payments } from './schema';

/** The SQL condition of a group: its kind patterns, or (for 'other') none of the others'. */
function groupCondition(group: TransferGroup): SQL {
  const like = (patterns: readonly string[]) =>
    or(...patterns.map((p) => sql`${ledgerTransactions.kind} like ${p}`)) ?? sql`false`;
  if (group !== 'other') return like(TRANSFER_GROUP_PATTERNS[group]);
  const known = TRANSFER_GROUPS.filter((g): g is Exclude<TransferGroup, 'other'> => g !== 'other').flatMap(
    (g) => TRANSFER_GROUP_PATTERNS[g],
  );
  return sql`not (${like(known)})`;
}

export async function transferHistory(
  db: Db,
  config: ConfigService,
  userId: number,
  q: TransferHistoryQuery,
): Promise<TransferHistoryAnswer> {
  const conds: SQL[] = [eq(ledgerAccounts.userId, userId)];
  if (q.from) conds.push(gte(ledgerTransactions.createdAt, new Date(q.from)));
  if (q.to) conds.push(lt(ledgerTransactions.createdAt, new Date(q.to)));
  if (q.group) conds.push(groupCondition(q.group));
  const where = and(...conds);
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        kind: ledgerTransactions.kind,
        createdAt: ledgerTransactions.createdAt,
        accountId: ledgerAccounts.id,
        accountType: ledgerAccounts.type,
        currency: ledgerAccounts.currency,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId));
  const [rows, [total], groups] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
      .where(where),
    config.groups(),
  ]);
  return {
    items: rows.map((r) => {
      const exp = exponentOf(groups.currencies, r.currency);
      return {
        id: r.id.toString(),
        createdAt: r.createdAt.toISOString(),
        kind: r.kind,
        group: transferGroupOf(r.kind),
        accountId: r.accountId,
        accountType: r.accountType,
        currency: r.currency,
        amount: formatMinor(r.amount, exp),
        amountMinor: r.amount.toString(),
        balanceAfter: formatMinor(r.balanceAfter, exp),
      };
    }),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Spec §3 user config has_deposit: the player completed at least one deposit. */
export async function hasDeposit(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.direction, 'deposit'), eq(payments.status, 'success')))
    .limit(1);
  return row !== undefined;
}

export function transferHistoryRoutes(deps: { db: Db; config: ConfigService }) {
  return async function register(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      TRANSFER_HISTORY_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Office transfer history: every ledger movement of the player (issue 17)',
          querystring: transferHistoryQuerySchema,
          response: { 200: transferHistoryAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return transferHistory(deps.db, deps.config, principal(request).userId, request.query);
      },
    );
  };
}
