import fc from 'fast-check';
import { BETS_API, CASINO_API } from '@sb/contracts';
import { verifyRound, type Json } from '@sb/casino';
import type { App } from '../../app';
import {
  CLOSING_ACTION,
  FALLBACK_ACTIONS,
  GAME_ACTIONS,
  GAME_PARAMS,
  INSTANT_GAMES,
  ROUND_GAMES,
  type PlayedRound,
} from './game-rules';
import { balancesOf, send, type Res } from './harness';
import type { FuzzPlayer } from './player';
import type { OpenOutcome } from './world';

/**
 * Issue 25 §2: the steps of a stateful sequence and what each must do to the player's money. A
 * step runs through the API only; it records every round it played (with the actions the game
 * accepted) so the test can recompute each one from the seeds once they are revealed.
 */
export type Step =
  | { kind: 'instant'; gameId: string; params: Json; stake: number }
  | { kind: 'round'; gameId: string; params: Json; stake: number; before: Json[]; after: Json[] }
  | { kind: 'rotate' }
  | { kind: 'bet'; outcome: number; amount: number; percent: number };

/** From the casino's minimum stake (10). */
const stake = fc.integer({ min: 10, max: 300 });
const instant = fc.constantFrom(...INSTANT_GAMES).chain((gameId) =>
  fc.record({
    kind: fc.constant('instant' as const),
    gameId: fc.constant(gameId),
    params: GAME_PARAMS[gameId] ?? fc.constant({}),
    stake,
  }),
);
const round = fc.constantFrom(...ROUND_GAMES).chain((gameId) => {
  const action = GAME_ACTIONS[gameId] ?? fc.constant({});
  return fc.record({
    kind: fc.constant('round' as const),
    gameId: fc.constant(gameId),
    params: GAME_PARAMS[gameId] ?? fc.constant({}),
    stake,
    before: fc.array(action, { maxLength: 4 }),
    after: fc.array(action, { maxLength: 4 }),
  });
});

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: instant, weight: 4 },
  { arbitrary: round, weight: 4 },
  { arbitrary: fc.constant<Step>({ kind: 'rotate' }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      outcome: fc.nat(),
      amount: fc.integer({ min: 10, max: 500 }),
      percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })),
    }),
    weight: 2,
  },
);

/** A round as played, with the actions the game accepted in order. */
export interface Played {
  round: PlayedRound & { clientSeed: string; nonce: number; serverSeedHash: string };
  actions: Json[];
}

export interface StepContext {
  app: App;
  player: FuzzPlayer;
  outcomes: readonly OpenOutcome[];
  played: Played[];
  /** Every answer of the step, for the no-5xx rule. */
  answers: { what: string; res: Res }[];
  /** Secrets seen too early (an open round's server seed revealed). */
  leaks: string[];
}

type Answer = { round: Played['round'] };
const total = async (c: StepContext) => {
  const b = await balancesOf(c.app, c.player);
  return b.main + b.bonus;
};

async function call(c: StepContext, what: string, method: 'GET' | 'POST', url: string, body?: object) {
  const res = await send(c.app, c.player, method, url, body);
  c.answers.push({ what, res });
  return res;
}

async function act(c: StepContext, p: Played, action: Json): Promise<boolean> {
  const res = await call(c, `act ${p.round.gameId}`, 'POST', `${CASINO_API}/rounds/${p.round.id}/act`, { action });
  if (res.statusCode !== 200) return false;
  p.actions.push(action);
  p.round = res.json<Answer>().round;
  return true;
}

/**
 * Runs one step; answers the change of the player's total money (main + bonus) the step's own
 * answers account for, and the change seen on the accounts page, which must be equal.
 */
export async function runStep(c: StepContext, step: Step): Promise<{ expected: bigint; seen: bigint }> {
  const before = await total(c);
  let expected = 0n;
  const settle = (r: PlayedRound) => BigInt(r.payoutMinor) - BigInt(r.totalStakeMinor);
  if (step.kind === 'instant') {
    const body = { mode: 'real', gameId: step.gameId, params: step.params, stake: step.stake };
    const res = await call(c, `play ${step.gameId}`, 'POST', `${CASINO_API}/play`, body);
    if (res.statusCode === 200) {
      const p: Played = { round: res.json<Answer>().round, actions: [] };
      c.played.push(p);
      expected += settle(p.round);
    }
  } else if (step.kind === 'round') {
    const body = { mode: 'real', gameId: step.gameId, params: step.params, stake: step.stake };
    const res = await call(c, `open ${step.gameId}`, 'POST', `${CASINO_API}/rounds`, body);
    if (res.statusCode === 200) {
      const p: Played = { round: res.json<Answer>().round, actions: [] };
      c.played.push(p);
      for (const a of step.before) if (p.round.status === 'open') await act(c, p, a);
      // Rotate the seed mid-round: the open round's seed must stay secret until it ends.
      await call(c, 'rotate', 'POST', `${CASINO_API}/fairness/rotate`, {});
      if (p.round.status === 'open') {
        const v = await call(c, 'verify open', 'GET', `${CASINO_API}/verify?roundId=${p.round.id}`);
        const seed = v.statusCode === 200 ? v.json<{ serverSeed: string | null }>().serverSeed : null;
        if (seed !== null)
          c.leaks.push(`round ${p.round.id} (${p.round.gameId}) is open and its server seed is revealed`);
      }
      for (const a of step.after) if (p.round.status === 'open') await act(c, p, a);
      // Cash out (or stand, or draw) whenever the game allows it; else make the next move.
      for (const a of [...(FALLBACK_ACTIONS[step.gameId] ?? []), null]) {
        if (p.round.status === 'open') await act(c, p, CLOSING_ACTION[step.gameId] ?? {});
        if (p.round.status === 'open' && a !== null) await act(c, p, a);
      }
      if (p.round.status !== 'open') expected += settle(p.round);
      else throw new Error(`${step.gameId} round ${p.round.id} could not be closed: ${JSON.stringify(p.round)}`);
    }
  } else if (step.kind === 'rotate') {
    await call(c, 'rotate', 'POST', `${CASINO_API}/fairness/rotate`, {});
  } else {
    const o = c.outcomes[step.outcome % c.outcomes.length];
    if (!o) throw new Error('no open outcome');
    const accountId = await accountOf(c);
    const placed = await call(c, 'bet', 'POST', `${BETS_API}/coupons`, {
      typeId: 0,
      accountId,
      amount: step.amount,
      bets: [{ outcomeId: o.id, coef: o.coef }],
      idempotencyKey: `seq-${c.player.userId}-${c.answers.length}`,
    });
    if (placed.statusCode === 201) {
      expected -= BigInt(step.amount);
      const id = placed.json<{ coupon: { id: string } }>().coupon.id;
      const offer = await call(c, 'offer', 'GET', `${BETS_API}/coupons/${id}/cashout`);
      const { amount, available } = offer.json<{ amount: string; available: boolean }>();
      if (available) {
        const out = await call(c, 'cash out', 'POST', `${BETS_API}/coupons/${id}/cashout`, {
          percent: step.percent,
          expectedAmount: amount,
        });
        if (out.statusCode === 200) expected += BigInt(out.json<{ paid: string }>().paid);
      }
    }
  }
  return { expected, seen: (await total(c)) - before };
}

async function accountOf(c: StepContext): Promise<number> {
  const res = await send(c.app, c.player, 'GET', '/web-api/user/accounts');
  return res.json<{ accounts: { id: number; type: number }[] }>().accounts.find((a) => a.type === 0)?.id ?? 0;
}

/**
 * After the final rotation: every settled round's seed is revealed, the server's own check says it
 * matches, and the test's recomputation from the seeds (the game package's verifyRound with the
 * accepted actions) gives the multiplier the round was paid at.
 */
export async function verifyPlayed(c: StepContext): Promise<string[]> {
  const problems: string[] = [];
  for (const p of c.played) {
    if (p.round.status !== 'settled') continue;
    const res = await call(c, 'verify', 'GET', `${CASINO_API}/verify?roundId=${p.round.id}`);
    if (res.statusCode !== 200) {
      problems.push(`verify ${p.round.id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      continue;
    }
    const v = res.json<{ serverSeed: string | null; hashMatches: boolean | null; matches: boolean | null }>();
    if (v.serverSeed === null) {
      problems.push(`${p.round.gameId} round ${p.round.id}: settled and rotated, seed still not revealed`);
      continue;
    }
    // The server recomputes an instant round whole; a round game only up to its opening state
    // (matches null): this test's own recomputation below replays the actions.
    const instant = INSTANT_GAMES.includes(p.round.gameId);
    if (v.hashMatches !== true || v.matches === false || (instant && v.matches !== true))
      problems.push(
        `${p.round.gameId} round ${p.round.id}: server verify hashMatches ${v.hashMatches} matches ${v.matches}`,
      );
    const again = verifyRound({
      gameId: p.round.gameId,
      params: p.round.params,
      serverSeed: v.serverSeed,
      clientSeed: p.round.clientSeed,
      nonce: p.round.nonce,
      actions: p.actions,
    });
    if (!again.ok) problems.push(`${p.round.gameId} round ${p.round.id}: recomputation refused (${again.code})`);
    else if (again.multiplier !== p.round.multiplier)
      problems.push(
        `${p.round.gameId} round ${p.round.id}: paid at ${p.round.multiplier}, the seeds give ${again.multiplier}`,
      );
  }
  return problems;
}
