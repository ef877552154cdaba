import { z } from 'zod';
import { parseMinor } from '@sb/ledger';
import { rowIdSchema } from './ids';
import { queryDateTime } from './query-dates';

/**
 * The wallet API (apps/server modules/wallet): the player's accounts (spec §3 Account, §7 account
 * data, set active account, add or remove a currency), payment methods, deposits, withdrawals and
 * the transaction history (office/historypay). Money in answers: `money`/`amount` in major units
 * for display, `moneyMinor`/`amountMinor` exact minor units in a digit string.
 */

/** Spec §3 Account: money is in major units ("25.00"); moneyMinor is exact. */
export const accountViewSchema = z.object({
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
export type AccountView = z.infer<typeof accountViewSchema>;

/** GET /web-api/user/accounts (spec §7 account data): the accounts and the active one. */
export const accountDataSchema = z.object({
  accounts: z.array(accountViewSchema),
  activeAccountId: z.number().nullable(),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** POST /web-api/user/accounts/active. */
export const setActiveAccountBodySchema = z.object({ id: rowIdSchema });
export const setActiveAccountAnswerSchema = z.object({
  success: z.literal(true),
  message: z.literal('main_account_will_set'),
  id: z.number(),
});

/** POST /web-api/user/accounts/currency. */
export const addCurrencyBodySchema = z.object({ iso: z.string().regex(/^[A-Z]{3}$/) });
export const addCurrencyAnswerSchema = z.object({
  data: z.object({ message: z.string(), account: accountViewSchema }),
});

/** A row id in a URL path or query string. */
export const rowIdParamSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** DELETE /web-api/user/accounts/:id. */
export const removeCurrencyParamsSchema = z.object({ id: rowIdParamSchema });
export const removeCurrencyAnswerSchema = z.object({ data: z.object({ message: z.string() }) });

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export const PAYMENT_STATUSES = ['pending', 'review', 'success', 'fail', 'cancel'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /web-api/payments/methods: the methods of one direction for an account's currency. */
export const paymentMethodsQuerySchema = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS),
  accountId: rowIdParamSchema,
});
/** A payment method for one currency; min and max in minor units. */
export const paymentMethodSchema = z.object({ id: z.string(), name: z.string(), min: z.number(), max: z.number() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsAnswerSchema = z.object({ methods: z.array(paymentMethodSchema) });

/** Amounts travel as whole minor units (a JSON integer or a digit string): never a float. */
export const positiveMinorInputSchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const m = parseMinor(v);
  if (m === null || m <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'a positive whole number of minor units' });
    return z.NEVER;
  }
  return m;
});

/** The optional Idempotency-Key header of the money calls. */
export const idempotencyHeaderSchema = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .loose();

/** POST /web-api/payments/withdrawals. */
export const withdrawalBodySchema = z.object({
  accountId: rowIdSchema,
  methodId: z.string().max(32),
  amount: positiveMinorInputSchema,
});
/** POST /web-api/payments/deposits: answers the provider page to send the player to. */
export const depositBodySchema = withdrawalBodySchema.extend({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});
export const depositAnswerSchema = z.object({ paymentId: z.string(), redirectUrl: z.string() });

/** A deposit or withdrawal as the API presents it: amount in major units, amountMinor exact. */
export const paymentViewSchema = z.object({
  id: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  method: z.string(),
  amount: z.string(),
  amountMinor: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  accountId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** A payment id in a URL path. */
export const paymentIdParamsSchema = z.object({ id: z.string().max(200) });

/** GET /web-api/payments/history (and history.csv without the paging). */
export const paymentHistoryQuerySchema = z.object({
  from: queryDateTime().optional(),
  to: queryDateTime().optional(),
  type: z.enum(PAYMENT_DIRECTIONS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const paymentHistoryAnswerSchema = z.object({
  items: z.array(paymentViewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryAnswerSchema>;
