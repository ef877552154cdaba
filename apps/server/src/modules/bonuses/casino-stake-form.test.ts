import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eurCents, pointsForStake } from '@sb/bonus';
import { casinoStakeForm } from './casino-stake-form';

/**
 * Issue 16 club points and wagering in an instant round's statement (issue 15 bench): the SQL form
 * must record exactly what the listener (casinoPointsTx) records and step aside whenever wagering
 * (casinoStakeTx) would move a bonus. The statement itself is tested in casino/instant-round.test.ts.
 */
const sql = { user: '$5::int', at: '$17::timestamptz', when: 'exists (select 1 from u)', first: 22 };
const roundId = '5ca1ab1e-0000-4000-8000-000000000001';

describe('issue 16 casino stake listener, SQL form', () => {
  it('bingo (another product) moves neither wagering nor points', () => {
    expect(casinoStakeForm.plan({ roundId, amount: 10_000n, currency: 'EUR', category: 'bingo' }, sql)).toEqual({
      guard: 'true',
      ctes: [],
      params: [],
    });
  });

  it('the guard holds only without an active casino bonus of the player', () => {
    const { guard } = casinoStakeForm.plan({ roundId, amount: 100n, currency: 'EUR', category: 'slots' }, sql);
    expect(guard).toMatch(/^not exists \(select 1 from player_bonus/);
    expect(guard).toContain("pb.status = 'active'");
    expect(guard).toContain("d.product = 'casino'");
    expect(guard).toContain('pb.user_id = $5::int');
  });

  it('a stake worth points writes the entry casinoPointsTx writes (key casino:{roundId}, kind casino), numbered from `first`', () => {
    const plan = casinoStakeForm.plan({ roundId, amount: 1500n, currency: 'EUR', category: 'fast-games' }, sql);
    expect(plan.params).toEqual([`casino:${roundId}`, 3]);
    expect(plan.ctes).toHaveLength(1);
    expect(plan.ctes[0]).toContain('insert into loyalty_point');
    expect(plan.ctes[0]).toContain("$22::text, 'casino', $23::int, $17::timestamptz where exists (select 1 from u)");
    expect(plan.ctes[0]).toContain('on conflict (key) do nothing');
  });

  it('property: the points are pointsForStake of the stake in EUR cents; none writes nothing', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.constantFrom('EUR', 'HRK', 'XXX'), (amount, currency) => {
        const plan = casinoStakeForm.plan({ roundId, amount, currency, category: 'slots' }, sql);
        const cents = eurCents(currency, amount);
        const points = cents === null ? 0 : pointsForStake({ product: 'casino', eurCents: cents });
        if (points === 0) expect(plan.ctes).toEqual([]);
        else expect(plan.params).toEqual([`casino:${roundId}`, points]);
      }),
    );
  });
});
