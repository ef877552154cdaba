import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CasinoTopicData, CrashCashout, CrashState } from '@sb/contracts';
import { initialSharedRound, sharedRoundReducer, type SharedRoundAction, type SharedRoundState } from './shared-round';

/* Issue 15 shared rounds over /ws: the crash board's state from pushed messages and the fallback poll. */

const crash = (serverNow: number, round: string, phase: 'betting' | 'flying' | 'crashed'): CrashState => ({
  serverNow,
  growthPerMs: 0.00006,
  salt: 'salt',
  chainHash: 'chain',
  current: {
    round,
    hash: `hash-${round}`,
    phase,
    bettingAt: 0,
    flyingAt: 6_000,
    crashedAt: phase === 'crashed' ? 9_000 : null,
    crash: phase === 'crashed' ? 15_000 : null,
    seed: phase === 'crashed' ? `seed-${round}` : null,
  },
  recent: [],
});
const cashout = (round: string, player: string, multiplier: number): CrashCashout => ({
  round,
  player,
  multiplier,
  auto: false,
});
const push = (seq: number, data: CasinoTopicData, receivedAt: number): SharedRoundAction<CrashState> => ({
  type: 'push',
  seq,
  state: data.crash,
  data,
  receivedAt,
});
const run = (actions: SharedRoundAction<CrashState>[]): SharedRoundState<CrashState> =>
  actions.reduce(sharedRoundReducer<CrashState>, initialSharedRound<CrashState>());

describe('issue 15 crash board state (sharedRoundReducer)', () => {
  it('a snapshot then deltas: the round, the clock offset taken on arrival, the cash-outs in order', () => {
    const s = run([
      push(4, { crash: crash(10_000, '1-7', 'betting'), cashouts: [] }, 9_000),
      push(5, { crash: crash(16_000, '1-7', 'flying'), event: { kind: 'started', round: '1-7' } }, 15_500),
      push(
        6,
        {
          crash: crash(17_000, '1-7', 'flying'),
          cashouts: [cashout('1-7', '***42', 12_000)],
          event: { kind: 'cashout', round: '1-7', cashout: cashout('1-7', '***42', 12_000) },
        },
        16_600,
      ),
    ]);
    expect(s.state?.current?.phase).toBe('flying');
    expect(s.offset).toBe(400);
    expect(s.cashouts.map((c) => c.player)).toEqual(['***42']);
    expect(s.event?.kind).toBe('cashout');
    expect(s.seq).toBe(6);
  });

  it('a poll that crossed a push never rewinds the round; a newer poll moves it and drops the old round’s cash-outs', () => {
    const pushed = run([
      push(
        2,
        {
          crash: crash(20_000, '1-7', 'crashed'),
          cashouts: [cashout('1-7', '***42', 12_000)],
          event: { kind: 'revealed', round: '1-7', seed: 'seed-1-7' },
        },
        19_000,
      ),
    ]);
    const stale = sharedRoundReducer(pushed, {
      type: 'poll',
      state: crash(18_000, '1-7', 'flying'),
      receivedAt: 19_100,
    });
    expect(stale).toBe(pushed);
    const next = sharedRoundReducer(pushed, {
      type: 'poll',
      state: crash(23_500, '1-8', 'betting'),
      receivedAt: 22_000,
    });
    expect(next.state?.current?.round).toBe('1-8');
    expect(next.offset).toBe(1_500);
    expect(next.cashouts).toEqual([]);
  });

  it('a settled event counts once: a delta delivered twice changes nothing; a snapshot after a restart restarts the seq', () => {
    const settled = push(
      9,
      { crash: crash(30_000, '1-8', 'crashed'), event: { kind: 'settled', round: '1-8', bets: 3 } },
      29_000,
    );
    const once = run([push(8, { crash: crash(29_000, '1-8', 'crashed') }, 28_000), settled]);
    expect(once.settled).toBe(1);
    expect(sharedRoundReducer(once, settled)).toBe(once);
    const restarted = sharedRoundReducer(once, push(0, { crash: crash(31_000, '1-9', 'betting') }, 30_000));
    expect(restarted.seq).toBe(0);
    const again = sharedRoundReducer(
      restarted,
      push(1, { crash: crash(32_000, '1-9', 'betting'), event: { kind: 'settled', round: '1-8', bets: 1 } }, 31_000),
    );
    expect(again.settled).toBe(2);
  });

  it('property: whatever order pushes and polls arrive in, the state shown is the newest one received', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 1e6 }), poll: fc.boolean() }), {
          minLength: 1,
          maxLength: 30,
        }),
        (arrivals) => {
          const actions = arrivals.map(({ at, poll }, i): SharedRoundAction<CrashState> => {
            const state = crash(at, `1-${Math.floor(at / 1000)}`, 'betting');
            return poll ? { type: 'poll', state, receivedAt: i } : push(i + 1, { crash: state }, i);
          });
          const s = run(actions);
          expect(s.state?.serverNow).toBe(Math.max(...arrivals.map((a) => a.at)));
          expect(s.cashouts.every((c) => c.round === s.state?.current?.round)).toBe(true);
        },
      ),
    );
  });
});
