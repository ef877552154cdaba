import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPaymentParamsSchema,
  adminReconcileAnswerSchema,
  adminSuccessSchema,
  adminUserParamsSchema,
  adminVerificationBodySchema,
  adminWithdrawalsAnswerSchema,
  apiErrorSchema,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import { sendError } from '../../http/errors';
import { setInternalVerification } from '../identity';
import { reconcileLedger } from '../ledger';
import type { WalletService } from './service';

/** Operator API for money (under the admin guard): withdrawal review, verification, reconciliation. */
export function adminWalletRoutes(deps: { db: Db; wallet: WalletService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['admin'], security: [{ bearer: [] }] };
    r.get(
      '/admin-api/withdrawals',
      { schema: { ...schema, response: { 200: adminWithdrawalsAnswerSchema } } },
      async () => ({
        withdrawals: (await deps.wallet.withdrawalsInReview()).map((p) => ({
          id: p.id,
          userId: p.userId,
          accountId: p.accountId,
          amountMinor: p.amount.toString(),
          currency: p.currency,
          method: p.method,
          createdAt: p.createdAt.toISOString(),
        })),
      }),
    );
    for (const action of ['approve', 'reject'] as const) {
      r.post(
        `/admin-api/withdrawals/:id/${action}`,
        {
          config: { money: true },
          schema: {
            tags: ['admin'],
            security: [{ bearer: [] }],
            params: adminPaymentParamsSchema,
            response: { 200: adminSuccessSchema, 404: apiErrorSchema, 409: apiErrorSchema },
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
          params: adminUserParamsSchema,
          body: adminVerificationBodySchema,
          response: { 200: adminSuccessSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // Issue 12: identity writes its own users table.
        const found = await setInternalVerification(
          deps.db,
          request.params.id,
          request.body.internal_verification_status,
        );
        if (!found) return sendError(reply, 404, 'not_found', 'No such user');
        return { success: true as const };
      },
    );
    const reconcile = { schema: { ...schema, response: { 200: adminReconcileAnswerSchema } } };
    r.get('/admin-api/ledger/reconcile', reconcile, async () => {
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
