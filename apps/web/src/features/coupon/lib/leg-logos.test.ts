import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '@sb/preferences';
import type { CouponBet } from '../../../lib/coupon-store';
import { teamMarksOf } from '../../../components/ui/team-badge';
import { legLogos } from './leg-logos';

const home = { short: 'HOM', colors: ['#112233', '#ffffff'] as [string, string] };
const away = { short: 'AWY', colors: ['#332211', '#000000'] as [string, string] };
const leg = (teams: unknown): CouponBet =>
  ({
    market: {
      id: '1_1_',
      coef: 2,
      sportId: 1,
      typeId: 1,
      kind: 1,
      isLive: false,
      champId: 1,
      gameId: 1,
      groupId: 1,
      param: null,
    },
    blockId: 0,
    statusId: -1,
    gameStatusId: 1,
    scores: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    gameName: 'Home – Away',
    champName: 'League',
    startAt: 0,
    ...(teams === undefined ? {} : { teams }),
  }) as CouponBet;

describe('spec §3 flag team logos in coupon', () => {
  it('a leg shows its teams’ badges while the flag is on (the default)', () => {
    const bet = leg(teamMarksOf({ team1: home, team2: away }));
    expect(DEFAULT_FLAGS.teamLogosInCoupon).toBe(true);
    expect(legLogos(bet, DEFAULT_FLAGS).map((m) => m.short)).toEqual(['HOM', 'AWY']);
  });

  it('none with the flag off, in the light version, or when the page did not know the teams', () => {
    const bet = leg(teamMarksOf({ team1: home, team2: null }));
    expect(legLogos(bet, { ...DEFAULT_FLAGS, teamLogosInCoupon: false })).toEqual([]);
    expect(legLogos(bet, { ...DEFAULT_FLAGS, lightVersion: true })).toEqual([]);
    expect(legLogos(leg(undefined), DEFAULT_FLAGS)).toEqual([]);
  });

  it('a corrupt stored mark is dropped and a bad colour falls back, never a crash', () => {
    const bet = leg([{ short: 'OK', colors: ['red;x', '#fff'] }, { short: 3 }, null]);
    expect(legLogos(bet, DEFAULT_FLAGS)).toEqual([{ short: 'OK', colors: ['#1f6feb', '#fff'] }]);
  });
});
