import type { BingoState, CrashRoundView, CrashState, LiveRouletteState } from '@sb/contracts';
import type { BingoSchedule } from './bingo';
import { CRASH_GROWTH_PER_MS, CRASH_SALT, roundKey, type CrashRound, type CrashSchedule } from './crash-schedule';
import {
  LIVE_ROULETTE_BETTING_MS,
  LIVE_ROULETTE_SALT,
  type LiveRouletteSchedule,
  type SpinRound,
} from './live-roulette';

/**
 * What the pages see of the shared rounds (issue 15): the round now and the last ones; a result
 * (crash point, pocket, balls) and its seed only once it is drawn.
 */

/** A bingo room (75 or 90) now: the next draw, and the last draw's balls in order (with its seed). */
export function bingoStateOf(schedule: BingoSchedule, now: number): BingoState {
  const cur = schedule.current(now);
  const last = cur ? schedule.round(cur.generation, cur.index - 1) : null;
  return {
    serverNow: now,
    salt: schedule.room.salt,
    chainHash: cur ? schedule.terminalHash(cur.generation) : '',
    round: cur ? `${cur.generation}-${cur.index}` : null,
    hash: cur?.hash ?? null,
    drawAt: cur?.drawAt ?? null,
    last: last
      ? { round: `${last.generation}-${last.index}`, seed: last.seed, balls: schedule.balls(last.seed) }
      : null,
  };
}

/** The live-roulette spin now and the last pockets. */
export function liveRouletteStateOf(schedule: LiveRouletteSchedule, now: number): LiveRouletteState {
  const cur = schedule.current(now);
  const view = (r: SpinRound) => ({
    round: `${r.generation}-${r.index}`,
    hash: r.hash,
    bettingAt: r.bettingAt,
    spinAt: r.spinAt,
    pocket: now >= r.spinAt ? schedule.pocket(r) : null,
    seed: now >= r.spinAt ? r.seed : null,
  });
  const recent: SpinRound[] = [];
  for (let i = (cur?.index ?? 1) - 1; cur && i >= 1 && recent.length < 10; i--) {
    const r = schedule.round(cur.generation, i);
    if (r) recent.push(r);
  }
  return {
    serverNow: now,
    bettingMs: LIVE_ROULETTE_BETTING_MS,
    salt: LIVE_ROULETTE_SALT,
    chainHash: cur ? schedule.terminalHash(cur.generation) : '',
    current: cur ? view(cur) : null,
    recent: recent.map(view),
  };
}

/** The crash round now and the last ones (their crash points and seeds once they crashed). */
export function crashStateOf(schedule: CrashSchedule, now: number): CrashState {
  const view = (r: CrashRound): CrashRoundView => {
    const crashed = now >= r.crashedAt;
    return {
      round: roundKey(r),
      hash: r.hash,
      phase: now < r.flyingAt ? 'betting' : crashed ? 'crashed' : 'flying',
      bettingAt: r.bettingAt,
      flyingAt: r.flyingAt,
      crashedAt: crashed ? r.crashedAt : null,
      crash: crashed ? r.crash : null,
      seed: crashed ? r.seed : null,
    };
  };
  const current = schedule.current(now);
  return {
    serverNow: now,
    growthPerMs: CRASH_GROWTH_PER_MS,
    salt: CRASH_SALT,
    chainHash: current ? schedule.terminalHash(current.generation) : '',
    current: current ? view(current) : null,
    recent: schedule.recent(now, 10).map(view),
  };
}
