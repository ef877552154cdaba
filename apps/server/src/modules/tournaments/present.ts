import type { LeaderboardRow, TournamentStatus, TournamentView } from '@sb/contracts';
import type { Placed } from './prize-split';
import type { TournamentRow } from './repository';

/** Issue 16 tournaments: what players and operators are shown (no internals). */
export function statusAt(t: Pick<TournamentRow, 'startsAt' | 'endsAt'>, at: number): TournamentStatus {
  if (at < t.startsAt.getTime()) return 'upcoming';
  return at < t.endsAt.getTime() ? 'running' : 'finished';
}

export const prizesOf = (t: TournamentRow): bigint[] => t.prizes.map((p) => BigInt(p));

export function tournamentView(
  t: TournamentRow,
  o: { at: number; participants: number; joined: boolean },
): TournamentView {
  const prizes = prizesOf(t);
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    currency: t.currency,
    product: t.product === 'sport' ? 'sport' : 'casino',
    gameIds: t.gameIds,
    categories: t.categories,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    status: statusAt(t, o.at),
    scoring: t.scoring === 'multiplier' ? 'multiplier' : 'stake',
    minStakeMinor: t.minStake.toString(),
    prizes: prizes.map((amount, i) => ({ rank: i + 1, amountMinor: amount.toString() })),
    prizePoolMinor: prizes.reduce((a, b) => a + b, 0n).toString(),
    optIn: t.optIn,
    paid: t.paidAt !== null,
    participants: o.participants,
    joined: o.joined,
  };
}

/** A player shown to others: `***` and the last two digits of the id (as the crash board's cash-outs). */
export const maskPlayer = (userId: number): string => `***${String(userId % 100).padStart(2, '0')}`;

export function leaderboardRow(p: Placed, me: number | null): LeaderboardRow {
  return {
    rank: p.rank,
    player: maskPlayer(p.userId),
    score: p.score.toString(),
    rounds: p.rounds,
    prizeMinor: p.prize.toString(),
    me: p.userId === me,
  };
}
