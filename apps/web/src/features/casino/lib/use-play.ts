import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasinoGame, CasinoMode, CasinoPlayAnswer } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY, accountsQuery, activeAccountOf } from '../../../lib/accounts';
import { useHydrated } from '../../../components/ui/hydrated-only';
import { ApiError } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { casinoCalls, casinoKeys, historyQuery } from '../api';
import { DEMO_START_BALANCE } from './money';

/** A fresh round id per press of the button: a retry of the same press plays the round once. */
const newRoundId = (): string => crypto.randomUUID();

/**
 * The game page's play state (issue 15): demo or real mode, the stake, the balance (real: the
 * wallet's accounts query, refreshed after each round as a bet does; demo: play money kept here),
 * the last answer and the open round of a round game.
 */
export function usePlay(game: CasinoGame) {
  const { initial } = useApp();
  const qc = useQueryClient();
  const [mode, setMode] = useState<CasinoMode>(initial.authenticated || game.kind === 'shared' ? 'real' : 'demo');
  const [demoBalance, setDemoBalance] = useState(DEMO_START_BALANCE);
  const [answer, setAnswer] = useState<CasinoPlayAnswer | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const roundId = useRef<string | null>(null);
  const accounts = useQuery({ ...accountsQuery, enabled: initial.authenticated });
  // The header fetches the same accounts query and may hold its answer before this lazily loaded
  // page hydrates: until then render what the server did (no balance), or hydration mismatches.
  const hydrated = useHydrated();
  const account = hydrated ? activeAccountOf(accounts.data) : undefined;
  // A round game left open (another tab, a reload) is picked up where it stopped.
  const history = useQuery({ ...historyQuery(game.id), enabled: initial.authenticated && game.kind !== 'instant' });
  const pending = history.data?.rounds.find((r) => r.status === 'open' && r.gameId === game.id) ?? null;
  useEffect(() => {
    if (mode === 'real' && pending && answer?.round.id !== pending.id && answer?.round.status !== 'open')
      setAnswer({ round: pending, balanceMinor: null, playMoney: false, serverSeed: null, replay: true });
  }, [mode, pending, answer]);

  /** `debit`: what this call staked (the opening stake, or an action's extra stake). */
  const settle = (a: CasinoPlayAnswer, debit: bigint) => {
    setAnswer(a);
    setErrorCode(null);
    const won = a.round.status === 'settled' ? BigInt(a.round.payoutMinor) : 0n;
    if (a.playMoney) setDemoBalance((b) => b - debit + won);
    else {
      void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
      void qc.invalidateQueries({ queryKey: casinoKeys.history(game.id) });
      void qc.invalidateQueries({ queryKey: casinoKeys.recent });
      void qc.invalidateQueries({ queryKey: casinoKeys.fairness });
    }
  };
  const failed = (err: unknown) => {
    const code = err instanceof ApiError ? err.code : 'main_error';
    setErrorCode(code);
    if (code === 'round_open') void qc.invalidateQueries({ queryKey: casinoKeys.history(game.id) });
  };

  const play = useMutation({
    mutationFn: (v: { stake: bigint; params: unknown }) => {
      roundId.current ??= newRoundId();
      const body = { gameId: game.id, mode, stake: v.stake.toString(), params: v.params, roundId: roundId.current };
      return game.kind === 'round' ? casinoCalls.start(body) : casinoCalls.play(body);
    },
    onSuccess: (a, v) => {
      roundId.current = null;
      settle(a, v.stake);
    },
    onError: (err) => {
      roundId.current = null;
      failed(err);
    },
  });

  const act = useMutation({
    mutationFn: (action: unknown) => {
      const open = answer?.round;
      if (!open) throw new Error('no open round');
      return casinoCalls.act(open.id, action, open.mode === 'real');
    },
    onSuccess: (a) => {
      const before = answer ? BigInt(answer.round.totalStakeMinor) : 0n;
      settle(a, BigInt(a.round.totalStakeMinor) - before);
    },
    onError: failed,
  });

  const balanceMinor = mode === 'demo' ? demoBalance.toString() : (account?.moneyMinor ?? null);
  return {
    mode,
    setMode,
    real: initial.authenticated,
    currency: mode === 'demo' ? 'FUN' : (account?.iso ?? ''),
    balanceMinor,
    answer,
    errorCode,
    busy: play.isPending || act.isPending,
    play: (stake: bigint, params: unknown) => play.mutate({ stake, params }),
    act: (action: unknown) => act.mutate(action),
    /** The round game's round still waiting for the player's decisions. */
    openRound: answer?.round.status === 'open' ? answer.round : null,
  };
}
export type PlayState = ReturnType<typeof usePlay>;
