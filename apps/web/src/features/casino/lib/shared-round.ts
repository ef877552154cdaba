import type { CasinoRoundEvent, CasinoTopicData, CrashCashout } from '@sb/contracts';

/**
 * A shared round's board state (issue 15: crash, live roulette, bingo 75), fed by the `/ws`
 * topic's messages and, while the socket is down, by the slow poll of the same state. Pure: the
 * page passes the local clock of each arrival.
 */
export interface SharedRoundState<S extends { serverNow: number }> {
  state: S | null;
  /** Server clock − local clock at the arrival of `state` (the curve and countdowns are drawn from it). */
  offset: number;
  /** Crash: the current round's public cash-outs, in order. */
  cashouts: readonly CrashCashout[];
  /** The last event pushed (none from a poll or a snapshot). */
  event: CasinoRoundEvent | null;
  /** How many `settled` events arrived: the page refreshes balance and history on each. */
  settled: number;
  /** Seq of the last topic message applied (a delta at or below it is a duplicate). */
  seq: number;
}

export type SharedRoundAction<S> =
  /** A topic message: a snapshot carries no event and restarts the seq; a delta carries one. */
  | { type: 'push'; seq: number; state: S | undefined; data: CasinoTopicData; receivedAt: number }
  | { type: 'poll'; state: S; receivedAt: number };

export const initialSharedRound = <S extends { serverNow: number }>(state: S | null = null): SharedRoundState<S> => ({
  state,
  offset: 0,
  cashouts: [],
  event: null,
  settled: 0,
  seq: 0,
});

/** The round key of a state (crash and roulette: current.round; bingo: round). */
function roundOf(s: unknown): string | null {
  if (typeof s !== 'object' || s === null) return null;
  const cur = (s as { current?: { round?: unknown } | null }).current;
  if (cur && typeof cur.round === 'string') return cur.round;
  const r = (s as { round?: unknown }).round;
  return typeof r === 'string' ? r : null;
}

/**
 * Rules: a state never goes back in time (an answer older than the one shown — a poll that
 * crossed a push — is ignored); the offset is taken with the state it came with; cash-outs are
 * the pushed list of the round shown, and leave when another round is shown; a delta already
 * applied (seq not above the last) changes nothing, so a `settled` event counts once.
 */
export function sharedRoundReducer<S extends { serverNow: number }>(
  prev: SharedRoundState<S>,
  action: SharedRoundAction<S>,
): SharedRoundState<S> {
  if (action.type === 'push' && action.data.event && action.seq <= prev.seq) return prev;
  const next = action.state;
  const newer = next !== undefined && (prev.state === null || next.serverNow >= prev.state.serverNow);
  const state = newer ? next : prev.state;
  const offset = newer ? next.serverNow - action.receivedAt : prev.offset;
  const round = roundOf(state);
  if (action.type === 'poll') {
    if (!newer) return prev;
    const cashouts = prev.cashouts.filter((c) => c.round === round);
    return { ...prev, state, offset, cashouts: cashouts.length === prev.cashouts.length ? prev.cashouts : cashouts };
  }
  const event = action.data.event ?? null;
  const pushed = action.data.cashouts;
  const cashouts = (pushed ?? prev.cashouts).filter((c) => c.round === round);
  return {
    state,
    offset,
    cashouts,
    event: event ?? prev.event,
    settled: prev.settled + (event?.kind === 'settled' ? 1 : 0),
    seq: action.seq,
  };
}
