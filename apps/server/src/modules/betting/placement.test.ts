import { describe, expect, it } from 'vitest';
import type { CouponView } from '@sb/contracts';
import { DEFAULT_CONFIG } from '../config';
import { fund, startBetting } from '../../test/betting-support';
import {
  app,
  bet,
  codeOf,
  couponOf,
  http,
  key,
  line,
  now,
  o,
  place,
  player,
  refusedByRg,
  useBettingTestApp,
} from './betting-test-helpers';

useBettingTestApp();

describe('placement (spec §3 Coupon types, §4 Coupon)', () => {
  it('§3 single: 201, the stake leaves the balance through the ledger, the coupon is in history and printable', async () => {
    const p = await player();
    const g = line.game([2.5, 3, 3]);
    const res = await place(p, { typeId: 0, amount: 1000, bets: [bet(g)] });
    expect(res.statusCode).toBe(201);
    const c = couponOf(res);
    expect(c).toMatchObject({
      typeId: 0,
      amount: '1000',
      coef: 2.5,
      possibleWin: '2500',
      status: 'open',
      statusId: -1,
    });
    expect(c.legs[0]).toMatchObject({ outcomeId: o(g), coef: 2.5, statusId: -1, names: { team1: `Home ${g}` } });
    expect(await p.balance()).toBe(99_000n);
    const history = (await p.get('/bets-api/v1/coupons?status=open')).json<{ coupons: CouponView[]; total: number }>();
    expect(history.total).toBe(1);
    expect(history.coupons[0]?.id).toBe(c.id);
    expect(c.id).toMatch(/^\d+$/);
    expect((await p.get(`/bets-api/v1/coupons/${c.id}`)).json<{ coupon: CouponView }>().coupon.id).toBe(c.id);
  });

  it("another player's coupon is 404, not 403; without login 401 not_authenticated", async () => {
    const a = await player();
    const b = await player();
    const c = couponOf(await place(a, { amount: 500, bets: [bet(line.game())] }));
    const res = await b.get(`/bets-api/v1/coupons/${c.id}`);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('not_found');
    expect((await b.get('/bets-api/v1/coupons/abc')).statusCode).toBe(404);
    const anon = await http.inject({ url: '/bets-api/v1/coupons' });
    expect(anon.statusCode).toBe(401);
    expect(codeOf(anon)).toBe('not_authenticated');
  });

  it('§5 bonus bet on an express: 3 legs ≥ 1.1 get the bonus coefficient 1.03 (§9)', async () => {
    const p = await player();
    const gs = [line.game([2, 3, 4]), line.game([1.5, 3, 4]), line.game([1.2, 3, 4])];
    const c = couponOf(await place(p, { typeId: 1, amount: 1000, bets: gs.map((g) => bet(g)) }));
    expect(c.bonusCoef).toBe(1.03);
    // 2 × 1.5 × 1.2 × 1.03 = 3.708
    expect(c.coef).toBe(3.708);
    expect(c.possibleWin).toBe('3708');
  });

  it('§3 system 2/3 with a banker: C(2,1) = 2 lines, the whole stake is taken', async () => {
    const p = await player();
    const gs = [line.game(), line.game(), line.game()];
    const res = await place(p, {
      typeId: 2,
      systemValue: 2,
      amount: 1000,
      bets: [bet(gs[0] ?? 0, 1, { isBanker: true }), bet(gs[1] ?? 0), bet(gs[2] ?? 0)],
    });
    expect(res.statusCode).toBe(201);
    expect(couponOf(res).legs.filter((l) => l.isBanker)).toHaveLength(1);
    expect(await p.balance()).toBe(99_000n);
  });

  it('§3 chain, patent, lucky, anti-express, multi-bet with lobby, conditional and many singles are placed', async () => {
    const p = await player('EUR', 1_000_000n);
    const games = (n: number) => Array.from({ length: n }, () => line.game());
    const chain = await place(p, { typeId: 3, amount: 500, bets: games(3).map((g) => bet(g)) });
    expect(chain.statusCode).toBe(201);
    const patent = await place(p, { typeId: 8, amount: 700, bets: games(3).map((g) => bet(g)) });
    expect(patent.statusCode).toBe(201);
    const lucky = await place(p, { typeId: 7, amount: 1500, bets: games(4).map((g) => bet(g)) });
    expect(lucky.statusCode).toBe(201);
    // Reference example: legs 1.25, 1.65, 1.85 → anti-express offered 1.17 (margin 158 thousandths).
    const anti = [line.game([1.25, 3, 4]), line.game([1.65, 3, 4]), line.game([1.85, 3, 4])];
    const quote = await place(p, {
      typeId: 6,
      amount: 1000,
      antiExpressCoef: 1.01,
      changeCoefAction: 0,
      bets: anti.map((g) => bet(g)),
    });
    expect(quote.statusCode).toBe(409);
    const antiCoef = quote.json<{ antiExpressCoef: number }>().antiExpressCoef;
    const antiRes = await place(p, {
      typeId: 6,
      amount: 1000,
      antiExpressCoef: antiCoef,
      changeCoefAction: 0,
      bets: anti.map((g) => bet(g)),
    });
    expect(antiRes.statusCode).toBe(201);
    expect(antiCoef).toBe(1.17);
    expect(couponOf(antiRes).coef).toBe(1.17);
    const mb = games(4);
    const multi = await place(p, {
      typeId: 4,
      systemValue: 2,
      amount: 1200,
      bets: [bet(mb[0] ?? 0, 1, { isLobby: true }), ...mb.slice(1).map((g) => bet(g))],
    });
    expect(multi.statusCode).toBe(201);
    const cg = games(2);
    const cond = await place(p, {
      typeId: 5,
      amountByBlockId: { '0': 1000, '1': 800 },
      bets: [bet(cg[0] ?? 0, 1, { blockId: 0 }), bet(cg[1] ?? 0, 1, { blockId: 1 })],
    });
    expect(cond.statusCode).toBe(201);
    expect(couponOf(cond).amount).toBe('1000');
    const sg = games(2);
    const singles = await place(p, {
      typeId: 9,
      amountByBetId: { [o(sg[0] ?? 0)]: 300, [o(sg[1] ?? 0)]: 400 },
      bets: sg.map((g) => bet(g)),
    });
    expect(singles.statusCode).toBe(201);
    expect(couponOf(singles).amount).toBe('700');
    expect(await p.balance()).toBe(1_000_000n - 500n - 700n - 1500n - 1000n - 1200n - 1000n - 700n);
  });
});

describe('refusals: each with its code and message key (§4, §5)', () => {
  it.each([
    ['unknown_outcome', () => ({ bets: [{ outcomeId: 'nope_1_', coef: 2 }] })],
    [
      'outcome_blocked',
      () => {
        const g = line.game();
        line.set(o(g), { isBlocked: true });
        return { bets: [bet(g)] };
      },
    ],
    [
      'game_started',
      () => {
        const g = line.game();
        line.setGame(g, { statusId: 2 });
        return { bets: [bet(g)] };
      },
    ],
    ['game_started', () => ({ bets: [bet(line.game([2, 3, 4], { startInMs: -1000 }))] })],
    [
      'game_finished',
      () => {
        const g = line.game();
        line.setGame(g, { statusId: 4 });
        return { bets: [bet(g)] };
      },
    ],
    [
      'same_game',
      () => {
        const g = line.game();
        return { typeId: 1, bets: [bet(g, 1), bet(g, 3)] };
      },
    ],
    [
      'duplicate_outcome',
      () => {
        const g = line.game();
        return { typeId: 1, bets: [bet(g), bet(g)] };
      },
    ],
    ['type_not_allowed', () => ({ typeId: 1, bets: [bet(line.game())] })],
    ['type_not_allowed', () => ({ typeId: 0, bets: [bet(line.game()), bet(line.game())] })],
    [
      'system_value',
      () => ({ typeId: 2, systemValue: 1, bets: [bet(line.game()), bet(line.game()), bet(line.game())] }),
    ],
    [
      'system_value',
      () => ({ typeId: 2, systemValue: 3, bets: [bet(line.game()), bet(line.game()), bet(line.game())] }),
    ],
    [
      'bad_blocks',
      () => ({ typeId: 5, bets: [bet(line.game(), 1, { blockId: 0 }), bet(line.game(), 1, { blockId: 0 })] }),
    ],
    ['min_amount', () => ({ amount: 10, bets: [bet(line.game())] })],
    ['max_amount', () => ({ amount: 600_000, bets: [bet(line.game())] })],
    ['vip_not_available', () => ({ typeId: 9, isVipBet: true, bets: [bet(line.game()), bet(line.game())] })],
    ['bad_request', () => ({ typeId: 0, amount: undefined, bets: [bet(line.game())] })],
  ])('§4/§5 %s', async (code, body) => {
    const p = await player('EUR', 10_000_000n);
    const res = await place(p, { amount: 1000, ...body() });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(code);
    expect(res.json<{ errors: { title: string }[] }>().errors[0]?.title).toBe(`bet_error_${code}`);
    expect(await p.balance()).toBe(10_000_000n);
  });

  it('§5 max amount: not for the bonus account, not for types the config does not list, not for a VIP bet', async () => {
    const p = await player('EUR', 10_000_000n);
    await fund(app, p.bonus, 1_000_000n);
    expect((await place(p, { accountId: p.bonus, amount: 600_000, bets: [bet(line.game())] })).statusCode).toBe(201);
    expect(await p.balance(p.bonus)).toBe(400_000n);
    const chain = await place(p, { typeId: 3, amount: 600_000, bets: [bet(line.game()), bet(line.game())] });
    expect(chain.statusCode).toBe(201);
    expect((await place(p, { isVipBet: true, amount: 600_000, bets: [bet(line.game())] })).statusCode).toBe(201);
  });

  it('max payout: a stake above the max payout is refused; possible win is capped at it', async () => {
    const p = await player('EUR', 100_000_000n);
    await app.config.setGroup(
      'betting',
      { ...DEFAULT_CONFIG.betting, limits: { EUR: { min: 50, max: 50_000_000, maxPayout: 200_000 } } },
      't',
    );
    const res = await place(p, { amount: 300_000, bets: [bet(line.game())] });
    expect(codeOf(res)).toBe('max_payout');
    const ok = couponOf(await place(p, { amount: 150_000, bets: [bet(line.game([5, 3, 2]))] }));
    expect(ok.possibleWin).toBe('200000');
  });

  it('insufficient_funds and account_not_found; another player’s account is refused', async () => {
    const p = await player('EUR', 500n);
    const other = await player();
    expect(codeOf(await place(p, { amount: 1000, bets: [bet(line.game())] }))).toBe('insufficient_funds');
    expect(codeOf(await place(p, { accountId: other.main, amount: 100, bets: [bet(line.game())] }))).toBe(
      'account_not_found',
    );
    expect(await p.balance()).toBe(500n);
  });

  it('responsible gaming: a refused stake answers 403 limit_refused with the reason', async () => {
    const p = await player();
    refusedByRg.add(p.userId);
    const res = await place(p, { amount: 1000, bets: [bet(line.game())] });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('limit_refused');
    expect(res.json<{ reason: string }>().reason).toBe('wager_limit_exceeded');
    expect(await p.balance()).toBe(100_000n);
  });

  it('responsible gaming through the limit service: no limits → placed without asking; a limit set or a time-out refuses', async () => {
    // The app's own RgService (its limits are checked inside the placement statement first).
    const real = await startBetting(app, line, now);
    try {
      const p = await player();
      const input = (accountId: number, amount: number) => ({
        typeId: 0,
        accountId,
        amount,
        changeCoefAction: 2 as const,
        bets: [bet(line.game())],
        idempotencyKey: key(),
      });
      await real.betting.place(p.userId, input(p.main, 100));
      await app.rg.save(p.userId, [{ limitType: 1, limitValue: 250 }]);
      await real.betting.place(p.userId, input(p.main, 100));
      await expect(real.betting.place(p.userId, input(p.main, 100))).rejects.toMatchObject({
        code: 'limit_refused',
        extra: { reason: 'wager_limit_exceeded' },
      });
      expect(await p.balance()).toBe(100_000n - 200n);
      const q = await player();
      await app.rg.save(q.userId, [{ limitType: 33, limitValue: 7 }]);
      await expect(real.betting.place(q.userId, input(q.main, 100))).rejects.toMatchObject({
        code: 'limit_refused',
        extra: { reason: 'timeout_active' },
      });
      expect(await q.balance()).toBe(100_000n);
    } finally {
      await real.betting.stop();
      await real.http.close();
    }
  });

  it('state-changing calls need X-Requested-With', async () => {
    const res = await http.inject({ method: 'POST', url: '/bets-api/v1/coupons', payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
