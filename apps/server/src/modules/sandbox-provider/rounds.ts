import { createHmac } from 'node:crypto';
import { parseParams, payoutOf, playSandboxGame, type SandboxOutcome, type SandboxResult } from './games';
import type { SandboxSession } from './protocol';
import type { RoundIds } from './round-ids';
import { WalletUnreachable, type WalletCall } from './wallet-client';

/**
 * One round on the sandbox's backend (issue 15): in real mode the stake is debited from the
 * operator's seamless wallet first, then the game is played and the win credited (a lost round
 * credits 0, closing it); if the sandbox's own step fails after the debit, or the debit's answer
 * never came, the debit is rolled back. Demo rounds touch no wallet. A round id played again by
 * the same scope (a retry) sends the same transaction ids and, as its outcome is a function of
 * the scope and round id, the same amounts: the wallet answers the first result and money moves once.
 *
 * Issue 25 §3: demo and real rounds never share an outcome. The RNG is keyed by
 * `{scope}:{roundId}` (scope `real:{playerId}` or `demo:{session}`), and a round id already played
 * in another scope (or with another game, stake or parameters) is refused (RoundIdTaken).
 */

/** The round's floats: a function of the round key (default: HMAC-SHA256 under the sandbox's secret key). */
export type RoundRng = (roundId: string) => () => number;

/**
 * The default RNG: an HMAC-SHA256 stream keyed by a secret only the provider holds (a
 * cryptographic PRF, so a new round id is an unpredictable draw) and the same on every node.
 */
export function hmacRng(key: string): RoundRng {
  return (roundId) => {
    let block = 0;
    let bytes = Buffer.alloc(0);
    let at = 0;
    return () => {
      if (at + 4 > bytes.length) {
        bytes = createHmac('sha256', key).update(`${roundId}:${block++}`).digest();
        at = 0;
      }
      const n = bytes.readUInt32BE(at);
      at += 4;
      return n / 2 ** 32;
    };
  };
}

export interface RoundRequest {
  roundId: string;
  stake: bigint;
  params: unknown;
}

export type RoundAnswer =
  | {
      status: 'settled';
      roundId: string;
      result: SandboxResult;
      multiplier: number;
      stake: string;
      win: string;
      currency: string;
      /** The operator's balance after the win (real mode); null in demo. */
      balance: string | null;
    }
  | { status: 'refused'; roundId: string; code: string; balance: string | null }
  | { status: 'rolled_back'; roundId: string; balance: string | null }
  | { status: 'pending'; roundId: string };

export interface RoundDeps {
  wallet: WalletCall;
  /** Issue 25 §3: the round ids played, in every mode. */
  rounds: RoundIds;
  rng: RoundRng;
  /** The catalogue id the operator's wallet weighs bonus wagering by. */
  operatorGameId: (code: string) => string;
  /** How many times a credit is retried before the round is left pending. */
  creditAttempts?: number;
}

export class BadRound extends Error {}
/** Issue 25 §3: the round id was played already, in another mode, by another player or otherwise. */
export class RoundIdTaken extends Error {}

export async function playRound(deps: RoundDeps, session: SandboxSession, req: RoundRequest): Promise<RoundAnswer> {
  const params = parseParams(session.game, req.params);
  if (params === null) throw new BadRound('these are not the parameters of the game');
  const claimed = await deps.rounds.claim({
    roundId: req.roundId,
    scope: session.scope,
    game: session.game,
    stake: req.stake,
    params: JSON.stringify(params),
  });
  if (claimed === 'taken') throw new RoundIdTaken(`round ${req.roundId} was played already`);
  const draw = () => playSandboxGame(session.game, params, deps.rng(`${session.scope}:${req.roundId}`));
  if (session.mode === 'demo') return settled(session, req, draw(), null);

  const player = {
    sessionToken: session.token,
    roundId: req.roundId,
    currency: session.currency,
  };
  const debitId = `${req.roundId}-bet`;
  let debit;
  try {
    debit = await deps.wallet('debit', {
      ...player,
      transactionId: debitId,
      amount: req.stake.toString(),
      gameId: deps.operatorGameId(session.game),
    });
  } catch (err) {
    if (!(err instanceof WalletUnreachable)) throw err;
    // The debit may have reached the wallet: it is reversed (a rollback of nothing is remembered).
    return rollback(deps, session, req, debitId);
  }
  if (debit.status === 'ERROR')
    return { status: 'refused', roundId: req.roundId, code: debit.code, balance: debit.balance };

  let outcome: SandboxOutcome;
  try {
    outcome = draw();
  } catch {
    return rollback(deps, session, req, debitId);
  }
  const win = payoutOf(req.stake, outcome.multiplier);
  const attempts = deps.creditAttempts ?? 3;
  for (let i = 0; i < attempts; i++) {
    try {
      const credit = await deps.wallet('credit', {
        ...player,
        transactionId: `${req.roundId}-win`,
        amount: win.toString(),
      });
      if (credit.status === 'OK') return settled(session, req, outcome, credit.balance);
      return { status: 'refused', roundId: req.roundId, code: credit.code, balance: credit.balance };
    } catch (err) {
      if (!(err instanceof WalletUnreachable)) throw err;
    }
  }
  // The round was played: it is never rolled back now; the same round id later credits it.
  return { status: 'pending', roundId: req.roundId };
}

async function rollback(
  deps: RoundDeps,
  session: SandboxSession,
  req: RoundRequest,
  debitId: string,
): Promise<RoundAnswer> {
  try {
    const answer = await deps.wallet('rollback', {
      sessionToken: session.token,
      transactionId: debitId,
      roundId: req.roundId,
    });
    return { status: 'rolled_back', roundId: req.roundId, balance: answer.balance };
  } catch (err) {
    if (!(err instanceof WalletUnreachable)) throw err;
    return { status: 'pending', roundId: req.roundId };
  }
}

function settled(session: SandboxSession, req: RoundRequest, o: SandboxOutcome, balance: string | null): RoundAnswer {
  return {
    status: 'settled',
    roundId: req.roundId,
    result: o.result,
    multiplier: o.multiplier,
    stake: req.stake.toString(),
    win: payoutOf(req.stake, o.multiplier).toString(),
    currency: session.currency,
    balance,
  };
}
