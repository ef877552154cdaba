import { useEffect, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { casinoTopicDataSchema, type CasinoLiveTopic, type CasinoTopicData } from '@sb/contracts';
import { useLiveTopic } from '../../../lib/live-socket';
import { initialSharedRound, sharedRoundReducer, type SharedRoundState } from './shared-round';

/** While the socket is down the board asks the server this often (a fallback: the socket pushes each change). */
export const SHARED_FALLBACK_POLL_MS = 2_000;

/**
 * A shared round's board state (issue 15): follows the `/ws` topic (every message validated with
 * the contracts) and polls the same state only while the socket is not live.
 */
export function useSharedRound<S extends { serverNow: number }>(
  topic: CasinoLiveTopic,
  queryKey: readonly unknown[],
  fetchState: () => Promise<S>,
  pick: (data: CasinoTopicData) => S | undefined,
): SharedRoundState<S> & { live: boolean } {
  const view = useLiveTopic(topic);
  const live = view.status === 'live';
  const polled = useQuery({ queryKey, queryFn: fetchState, refetchInterval: live ? false : SHARED_FALLBACK_POLL_MS });
  const [s, dispatch] = useReducer(sharedRoundReducer<S>, null, () => initialSharedRound<S>());
  useEffect(() => {
    if (polled.data) dispatch({ type: 'poll', state: polled.data, receivedAt: Date.now() });
  }, [polled.data]);
  const doc = view.data;
  useEffect(() => {
    if (!doc?.casino) return;
    const parsed = casinoTopicDataSchema.safeParse(doc.casino);
    if (!parsed.success) return;
    dispatch({ type: 'push', seq: doc.seq, state: pick(parsed.data), data: parsed.data, receivedAt: Date.now() });
  }, [doc, pick]);
  return { ...s, live };
}
