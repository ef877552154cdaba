import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDataSchema,
  addCurrencyAnswerSchema,
  addCurrencyBodySchema,
  apiErrorSchema,
  depositAnswerSchema,
  depositBodySchema,
  exponentOf,
  idempotencyHeaderSchema,
  paymentHistoryAnswerSchema,
  paymentHistoryQuerySchema,
  paymentIdParamsSchema,
  paymentMethodsAnswerSchema,
  paymentMethodsQuerySchema,
  paymentViewSchema,
  removeCurrencyAnswerSchema,
  removeCurrencyParamsSchema,
  setActiveAccountAnswerSchema,
  setActiveAccountBodySchema,
  withdrawalBodySchema,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { principal } from '../identity';
import type { ConfigService } from '../config';
import { DomainError } from '../../http/errors';
import type { WalletService } from './service';

export interface WalletRouteDeps {
  wallet: WalletService;
  config: ConfigService;
  now?: () => number;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export function walletRoutes(deps: WalletRouteDeps) {
  const { wallet } = deps;
  const user = async (request: FastifyRequest) => principal(request).userId;

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Parsed with the contract: the stored direction and status are the contract's enums.
    const present = async (p: Awaited<ReturnType<WalletService['payment']>>) =>
      paymentViewSchema.parse({
        id: p.id,
        direction: p.direction,
        method: p.method,
        amount: formatMinor(p.amount, exponentOf((await deps.config.groups()).currencies, p.currency)),
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Account data (spec §7): accounts and the active account',
          response: {
            200: accountDataSchema,
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Set active account (spec §7; success message main_account_will_set)',
          body: setActiveAccountBodySchema,
          response: { 200: setActiveAccountAnswerSchema, ...errors },
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Add a currency account (spec §7 add currency)',
          body: addCurrencyBodySchema,
          response: { 200: addCurrencyAnswerSchema, ...errors },
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Remove an empty currency account (spec §7 remove currency)',
          params: removeCurrencyParamsSchema,
          response: { 200: removeCurrencyAnswerSchema, ...errors },
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          querystring: paymentMethodsQuerySchema,
          response: { 200: paymentMethodsAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const userId = await user(request);
        const acct = (await wallet.accounts(userId)).find((a) => a.id === request.query.accountId);
        if (!acct) throw new DomainError(404, 'account_not_found', 'wallet_account_not_found');
        return { methods: await wallet.methods(userId, request.query.direction, acct.iso) };
      },
    );
    r.post(
      '/web-api/payments/deposits',
      {
        config: { auth: 'required', money: true, gate: 'play' },
        schema: {
          tags: ['wallet'],
          summary: 'Start a deposit; answers the provider page to send the player to',
          headers: idempotencyHeaderSchema,
          body: depositBodySchema,
          response: { 200: depositAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { payment, redirectUrl } = await wallet.startDeposit(
          await user(request),
          request.body.accountId,
          request.body.methodId,
          request.body.amount,
          request.body.lng,
          request.headers['idempotency-key'],
        );
        return { paymentId: payment.id, redirectUrl };
      },
    );
    r.post(
      '/web-api/payments/withdrawals',
      {
        config: { auth: 'required', money: true },
        schema: {
          tags: ['wallet'],
          summary: 'Request a withdrawal: reserves the money and waits for review',
          headers: idempotencyHeaderSchema,
          body: withdrawalBodySchema,
          response: { 200: paymentViewSchema, ...errors },
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
        config: { auth: 'required', money: true },
        schema: {
          tags: ['wallet'],
          params: paymentIdParamsSchema,
          response: { 200: paymentViewSchema, ...errors },
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          summary: 'Transaction history (office/historypay) with filters and pages',
          querystring: paymentHistoryQuerySchema,
          response: { 200: paymentHistoryAnswerSchema, ...errors },
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
      {
        config: { auth: 'required' },
        schema: { tags: ['wallet'], querystring: paymentHistoryQuerySchema.omit({ page: true, pageSize: true }) },
      },
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
        config: { auth: 'required' },
        schema: {
          tags: ['wallet'],
          params: paymentIdParamsSchema,
          response: { 200: paymentViewSchema, ...errors },
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
