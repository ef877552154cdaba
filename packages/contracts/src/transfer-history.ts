import { z } from 'zod';
import { queryDateTime } from './query-dates';

/**
 * Issue 17 office transfer history (spec §2 office menu "transfer history"): every movement of
 * the player's money the ledger recorded — payments, bets and wins, casino, lotto, bonuses,
 * transfers between the player's own accounts — not only deposits and withdrawals.
 */
export const TRANSFER_HISTORY_PATH = '/web-api/office/transfer-history';

export const TRANSFER_GROUPS = ['payments', 'bets', 'casino', 'lotto', 'bonuses', 'transfers', 'other'] as const;
export type TransferGroup = (typeof TRANSFER_GROUPS)[number];

/** The group of a ledger transaction kind, by its naming (deposit, withdrawal_*, bet_*, casino_*, …). */
export function transferGroupOf(kind: string): TransferGroup {
  if (kind === 'deposit' || kind.startsWith('withdrawal')) return 'payments';
  if (kind.startsWith('bet_')) return 'bets';
  if (kind.startsWith('casino') || kind.startsWith('seamless')) return 'casino';
  // Issue 19: the toto's stakes and prizes are draw games too, shown with the lotto's.
  if (kind.startsWith('lotto') || kind.startsWith('toto')) return 'lotto';
  if (kind.startsWith('bonus') || kind.startsWith('wager') || kind.startsWith('cashback')) return 'bonuses';
  if (kind.startsWith('account') || kind.startsWith('transfer') || kind.startsWith('conversion')) return 'transfers';
  return 'other';
}

/** The kinds a group covers, as SQL LIKE patterns (the server filters with them). */
export const TRANSFER_GROUP_PATTERNS: Readonly<Record<Exclude<TransferGroup, 'other'>, readonly string[]>> = {
  payments: ['deposit', 'withdrawal%'],
  bets: ['bet\\_%'],
  casino: ['casino%', 'seamless%'],
  lotto: ['lotto%', 'toto%'],
  bonuses: ['bonus%', 'wager%', 'cashback%'],
  transfers: ['account%', 'transfer%', 'conversion%'],
};

export const transferHistoryQuerySchema = z.object({
  from: queryDateTime().optional(),
  to: queryDateTime().optional(),
  group: z.enum(TRANSFER_GROUPS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuerySchema>;

export const transferItemSchema = z.object({
  /** The ledger entry id (a digit string). */
  id: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  group: z.enum(TRANSFER_GROUPS),
  accountId: z.number(),
  /** Spec §3 account type: 0 main, 4 bonus, 9 currency. */
  accountType: z.number(),
  currency: z.string(),
  /** Signed, major units for display; `amountMinor` exact. */
  amount: z.string(),
  amountMinor: z.string(),
  balanceAfter: z.string(),
});
export type TransferItem = z.infer<typeof transferItemSchema>;

export const transferHistoryAnswerSchema = z.object({
  items: z.array(transferItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TransferHistoryAnswer = z.infer<typeof transferHistoryAnswerSchema>;
