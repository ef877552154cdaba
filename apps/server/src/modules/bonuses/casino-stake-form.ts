import { eurCents, pointsForStake } from '@sb/bonus';
import { NOT_CASINO_CATEGORIES } from './stake-hooks';

/**
 * Issue 16's casino stake listener (casinoStakeTx + casinoPointsTx, app.ts) in the SQL form an
 * instant round's one statement runs (casino StakeSqlForm, issue 15 bench):
 * - wagering: the guard holds only when the player has no active casino bonus, so casinoStakeTx
 *   would move nothing; a player with one goes the full way and the listener wagers the stake;
 * - club points: the same entry casinoPointsTx adds (`casino:{roundId}`, kind casino, the points of
 *   the stake in EUR cents, at the round's time; once by its key), written with the round.
 * Games of another product (bingo) move neither, as in the listener.
 */
export const casinoStakeForm = {
  plan(
    stake: { roundId: string; amount: bigint; currency: string; category: string },
    sql: { user: string; at: string; when: string; first: number },
  ): { guard: string; ctes: string[]; params: unknown[] } {
    if (NOT_CASINO_CATEGORIES.includes(stake.category)) return { guard: 'true', ctes: [], params: [] };
    const guard = `not exists (select 1 from player_bonus pb join bonus_definition d on d.id = pb.definition_id
      where pb.user_id = ${sql.user} and pb.status = 'active' and d.product = 'casino')`;
    const cents = eurCents(stake.currency, stake.amount);
    const points = cents === null ? 0 : pointsForStake({ product: 'casino', eurCents: cents });
    if (points <= 0) return { guard, ctes: [], params: [] };
    const key = `$${sql.first}::text`;
    const value = `$${sql.first + 1}::int`;
    return {
      guard,
      ctes: [
        `club_points as (
  insert into loyalty_point (user_id, key, kind, points, created_at)
  select ${sql.user}, ${key}, 'casino', ${value}, ${sql.at} where ${sql.when}
  on conflict (key) do nothing
)`,
      ],
      params: [`casino:${stake.roundId}`, points],
    };
  },
};
