/**
 * The one place every deposit passes before money moves. Responsible gaming fills it with the
 * deposit limits (spec §3 limit types 20, 21, 22) and the time-out/self-exclusion check, answered
 * by one SQL statement that writes nothing (responsible/repository.ts `depositCheck`); without it
 * every deposit is allowed.
 */
export interface DepositRequest {
  userId: number;
  accountId: number;
  currency: string;
  amount: bigint;
}

export type GuardAnswer = { ok: true } | { ok: false; code: string; title: string };

export type DepositGuard = (req: DepositRequest) => Promise<GuardAnswer>;

export const allowAllDeposits: DepositGuard = async () => ({ ok: true });
