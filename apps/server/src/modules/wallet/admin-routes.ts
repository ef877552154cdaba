import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '@sb/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sendError } from '../../http/errors';
import { WalletError } from './errors';
import { reconcileLedger } from './ledger';
import type { WalletService } from './service';

/** Operator API for money (under the admin guard): withdrawal review, verification, reconciliation. */
export function adminWalletRoutes(deps: { db: Db; wallet: WalletService }) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof WalletError) return sendError(reply, error.status, error.code, error.message, error.title);
      throw error;
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/admin-api/withdrawals', { schema: { tags: ['admin'], security: [{ bearer: [] }] } }, async () => ({
      withdrawals: (await deps.wallet.withdrawalsInReview()).map((p) => ({
        id: p.id,
        userId: p.userId,
        accountId: p.accountId,
        amountMinor: p.amount.toString(),
        currency: p.currency,
        method: p.method,
        createdAt: p.createdAt.toISOString(),
      })),
    }));
    for (const action of ['approve', 'reject'] as const) {
      r.post(
        `/admin-api/withdrawals/:id/${action}`,
        {
          schema: {
            tags: ['admin'],
            security: [{ bearer: [] }],
            params: z.object({ id: z.string().max(200) }),
            response: { 200: z.object({ success: z.literal(true) }), 404: apiErrorSchema, 409: apiErrorSchema },
          },
        },
        async (request) => {
          await deps.wallet.finishWithdrawal(request.params.id, action, { operator: 'admin-api' });
          return { success: true as const };
        },
      );
    }
    r.put(
      '/admin-api/users/:id/verification',
      {
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          params: z.object({
            id: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1),
          }),
          body: z.object({ internal_verification_status: z.union([z.literal(0), z.literal(1)]) }),
          response: { 200: z.object({ success: z.literal(true) }), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const rows = await deps.db
          .update(users)
          .set({ internalVerificationStatus: request.body.internal_verification_status })
          .where(eq(users.id, request.params.id))
          .returning({ id: users.id });
        if (!rows.length) return sendError(reply, 404, 'not_found', 'No such user');
        return { success: true as const };
      },
    );
    r.get('/admin-api/ledger/reconcile', { schema: { tags: ['admin'], security: [{ bearer: [] }] } }, async () => {
      const report = await reconcileLedger(deps.db);
      return {
        accounts: report.accounts,
        clean: report.mismatches.length === 0 && report.unbalancedCurrencies.length === 0,
        mismatches: report.mismatches.map((m) => ({
          accountId: m.accountId,
          balance: m.balance.toString(),
          sumOfEntries: m.sumOfEntries.toString(),
        })),
        unbalancedCurrencies: report.unbalancedCurrencies,
        totals: Object.fromEntries([...report.totals].map(([c, t]) => [c, t.toString()])),
      };
    });
  };
}
