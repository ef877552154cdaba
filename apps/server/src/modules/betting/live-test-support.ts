// Issue 14: the in-play side of the betting tests — a live source under the test's control and a
// sleep that moves the test clock instead of waiting (tests never wait real seconds).
import type { BetStatusId } from '@sb/coupon';
import { GAME_STATUS_ID, type LiveState } from '@sb/contracts';
import type { LiveSource, Sleep } from './live-acceptance';
import type { FakeLine } from '../../test/betting-support';

/** In-play states and decided outcomes set by the test. */
export class FakeLive implements LiveSource {
  private readonly states = new Map<number, LiveState>();
  private readonly decided = new Map<number, Map<string, BetStatusId>>();

  constructor(
    private readonly line: FakeLine,
    private readonly now: () => number,
  ) {}

  /** Puts a FakeLine game in play: started a minute ago, status 2, live prices, score 0:0. */
  play(gameId: number, sportId = 1): void {
    this.line.setGame(gameId, { statusId: GAME_STATUS_ID.live, startAt: this.now() - 60_000, sportId });
    for (const t of [1, 2, 3]) this.line.set(`${gameId}_${t}_`, { isLive: true });
    this.states.set(gameId, {
      gameId,
      sportId,
      statusId: GAME_STATUS_ID.live,
      period: 1,
      periodsTotal: 2,
      clockSec: 60,
      clockRunning: true,
      score: { home: 0, away: 0, periods: [] },
      points: null,
      serving: null,
      stats: {},
      betStop: false,
      possession: null,
      incidents: [],
      zoneId: `z${gameId}`,
      updatedAt: this.now(),
    });
  }

  /** Changes the in-play state (score, bet stop, status). */
  update(gameId: number, change: Partial<Pick<LiveState, 'betStop' | 'statusId'>> & { goals?: [number, number] }) {
    const s = this.states.get(gameId);
    if (!s) throw new Error(`game ${gameId} is not in play`);
    const score = change.goals ? { home: change.goals[0], away: change.goals[1], periods: [] } : s.score;
    this.states.set(gameId, { ...s, ...change, score, updatedAt: this.now() });
    if (change.goals) this.line.setGame(gameId, { score });
  }

  decide(gameId: number, outcomes: Record<string, BetStatusId>): void {
    const m = this.decided.get(gameId) ?? new Map<string, BetStatusId>();
    for (const [id, status] of Object.entries(outcomes)) m.set(id, status);
    this.decided.set(gameId, m);
  }

  liveState(gameId: number): LiveState | null {
    return this.states.get(gameId) ?? null;
  }

  decidedOutcomes(gameId: number): ReadonlyMap<string, BetStatusId> {
    return this.decided.get(gameId) ?? new Map();
  }
}

/** A sleep that advances the test clock by the delay and runs what the test says happens meanwhile. */
export class DelayClock {
  readonly slept: number[] = [];
  private during: (() => void) | null = null;

  constructor(private readonly advance: (ms: number) => void) {}

  readonly sleep: Sleep = async (ms) => {
    this.slept.push(ms);
    this.advance(ms);
    const f = this.during;
    this.during = null;
    f?.();
  };

  /** What happens during the next acceptance delay (once). */
  meanwhile(f: () => void): void {
    this.during = f;
  }
}
