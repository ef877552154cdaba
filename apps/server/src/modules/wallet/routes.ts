import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@sb/contracts';
import { formatMinor, parseMinor } from '@sb/ledger';
import type { Db } from '../../db/client';
import { sendError } from '../../http/errors';
import { requirePrincipal } from '../identity/auth';
import { AuthError } from '../identity/errors';
import type { ConfigService } from '../config/service';
import { WalletError } from './errors';
import type { WalletService } from './service';

export interface WalletRouteDeps {
  db: Db;
  key: string;
  wallet: WalletService;
  config: ConfigService;
  now?: () => number;
}

const accountView = z.object({
  id: z.number(),
  type: z.number(),
  iso: z.string(),
  symbol: z.string(),
  currencyId: z.number(),
  money: z.string(),
  moneyMinor: z.string(),
  label: z.string().nullable(),
  isActive: z.boolean(),
  points: z.number(),
});
/** Amounts travel as whole minor units (a JSON integer or a digit string): never a float. */
const minor = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const m = parseMinor(v);
  if (m === null || m <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'a positive whole number of minor units' });
    return z.NEVER;
  }
  return m;
});
const idempotencyHeader = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .loose();
const paymentView = z.object({
  id: z.string(),
  direction: z.string(),
  method: z.string(),
  amount: z.string(),
  amountMinor: z.string(),
  currency: z.string(),
  status: z.string(),
  accountId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const historyQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  type: z.enum(['deposit', 'withdrawal']).optional(),
  status: z.enum(['pending', 'review', 'success', 'fail', 'cancel']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function walletRoutes(deps: WalletRouteDeps) {
  const { db, key, wallet } = deps;
  const now = deps.now ?? Date.now;
  const user = async (request: Parameters<typeof requirePrincipal>[2]) =>
    (await requirePrincipal(db, key, request, now())).userId;

  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof WalletError || error instanceof AuthError)
        return sendError(reply, error.status, error.code, error.message, error.title);
      throw error;
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const exponentOf = async (iso: string) =>
      (await deps.config.groups()).currencies.find((c) => c.iso === iso)?.exponent ?? 2;
    const present = async (p: Awaited<ReturnType<WalletService['payment']>>) => ({
      id: p.id,
      direction: p.direction,
      method: p.method,
      amount: formatMinor(p.amount, await exponentOf(p.currency)),
      amountMinor: p.amount.toString(),
      currency: p.currency,
      status: p.status,
      accountId: p.accountId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    });

    r.get(
      '/web-api/user/accounts',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Account data (spec §7): accounts and the active account',
          response: {
            200: z.object({ accounts: z.array(accountView), activeAccountId: z.number().nullable() }),
            401: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const accounts = await wallet.accounts(await user(request));
        return { accounts, activeAccountId: accounts.find((a) => a.isActive)?.id ?? null };
      },
    );
    r.post(
      '/web-api/user/accounts/active',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Set active account (spec §7; success message main_account_will_set)',
          body: z.object({ id: z.number().int().positive() }),
          response: {
            200: z.object({ success: z.literal(true), message: z.literal('main_account_will_set'), id: z.number() }),
            ...errors,
          },
        },
      },
      async (request) => {
        await wallet.setActive(await user(request), request.body.id);
        return { success: true as const, message: 'main_account_will_set' as const, id: request.body.id };
      },
    );
    r.post(
      '/web-api/user/accounts/currency',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Add a currency account (spec §7 add currency)',
          body: z.object({ iso: z.string().regex(/^[A-Z]{3}$/) }),
          response: { 200: z.object({ data: z.object({ message: z.string(), account: accountView }) }), ...errors },
        },
      },
      async (request) => ({
        data: {
          message: 'wallet_currency_added',
          account: await wallet.addCurrency(await user(request), request.body.iso),
        },
      }),
    );
    r.delete(
      '/web-api/user/accounts/:id',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Remove an empty currency account (spec §7 remove currency)',
          params: z.object({
            id: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
          }),
          response: { 200: z.object({ data: z.object({ message: z.string() }) }), ...errors },
        },
      },
      async (request) => {
        await wallet.removeCurrency(await user(request), request.params.id);
        return { data: { message: 'wallet_currency_removed' } };
      },
    );

    r.get(
      '/web-api/payments/methods',
      {
        schema: {
          tags: ['wallet'],
          querystring: z.object({
            direction: z.enum(['deposit', 'withdrawal']),
            accountId: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
          }),
          response: {
            200: z.object({
              methods: z.array(z.object({ id: z.string(), name: z.string(), min: z.number(), max: z.number() })),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const userId = await user(request);
        const acct = (await wallet.accounts(userId)).find((a) => a.id === request.query.accountId);
        if (!acct) throw new WalletError(404, 'account_not_found', 'wallet_account_not_found');
        return { methods: await wallet.methods(userId, request.query.direction, acct.iso) };
      },
    );
    r.post(
      '/web-api/payments/deposits',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Start a deposit; answers the provider page to send the player to',
          headers: idempotencyHeader,
          body: z.object({
            accountId: z
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
            methodId: z.string().max(32),
            amount: minor,
            lng: z
              .string()
              .regex(/^[a-z]{2}$/)
              .default('en'),
          }),
          response: { 200: z.object({ paymentId: z.string(), redirectUrl: z.string() }), ...errors },
        },
      },
      async (request) => {
        const p = await wallet.createDeposit(
          await user(request),
          request.body.accountId,
          request.body.methodId,
          request.body.amount,
          request.headers['idempotency-key'],
        );
        return { paymentId: p.id, redirectUrl: `/sandbox-pay/${encodeURIComponent(p.id)}?lng=${request.body.lng}` };
      },
    );
    r.post(
      '/web-api/payments/withdrawals',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Request a withdrawal: reserves the money and waits for review',
          headers: idempotencyHeader,
          body: z.object({
            accountId: z
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
            methodId: z.string().max(32),
            amount: minor,
          }),
          response: { 200: paymentView, ...errors },
        },
      },
      async (request) =>
        present(
          await wallet.requestWithdrawal(
            await user(request),
            request.body.accountId,
            request.body.methodId,
            request.body.amount,
            request.headers['idempotency-key'],
          ),
        ),
    );
    r.post(
      '/web-api/payments/withdrawals/:id/cancel',
      {
        schema: {
          tags: ['wallet'],
          params: z.object({ id: z.string().max(200) }),
          response: { 200: paymentView, ...errors },
        },
      },
      async (request) => {
        const userId = await user(request);
        await wallet.finishWithdrawal(request.params.id, 'cancel', { userId });
        return present(await wallet.payment(userId, request.params.id));
      },
    );
    r.get(
      '/web-api/payments/history',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Transaction history (office/historypay) with filters and pages',
          querystring: historyQuery,
          response: {
            200: z.object({ items: z.array(paymentView), total: z.number(), page: z.number(), pageSize: z.number() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const q = request.query;
        const { total, rows } = await wallet.history(await user(request), {
          ...q,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        });
        return { items: await Promise.all(rows.map(present)), total, page: q.page, pageSize: q.pageSize };
      },
    );
    r.get(
      '/web-api/payments/history.csv',
      { schema: { tags: ['wallet'], querystring: historyQuery.omit({ page: true, pageSize: true }) } },
      async (request, reply) => {
        const q = request.query;
        const { rows } = await wallet.history(await user(request), {
          ...q,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          page: 1,
          pageSize: 10_000,
        });
        const lines = ['id,created_at,type,method,amount,currency,status'];
        for (const p of rows) {
          const v = await present(p);
          lines.push([v.id, v.createdAt, v.direction, v.method, v.amount, v.currency, v.status].map(csvCell).join(','));
        }
        reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="transactions.csv"');
        return `${lines.join('\r\n')}\r\n`;
      },
    );
    r.get(
      '/web-api/payments/:id',
      {
        schema: {
          tags: ['wallet'],
          params: z.object({ id: z.string().max(200) }),
          response: { 200: paymentView, ...errors },
        },
      },
      async (request) => present(await wallet.payment(await user(request), request.params.id)),
    );
  };
}

/** CSV cells that spreadsheets would run as formulas are quoted with a leading apostrophe. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
