import { GAME_STATUS_ID, liveStateSchema, SPORT_IDS } from '@sb/contracts';
import { describe, expect, it } from 'vitest';
import { createFeed } from '../index';
import { TEST_RESULT_SECRET } from '../test-secret';

const HOUR = 3_600_000;
/** A Saturday evening: every sport has games in play. */
const BUSY = Date.UTC(2026, 0, 17, 19, 0, 0);
const feed = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
const played = feed.gamesBetween(BUSY - 8 * HOUR, BUSY).filter((g) => g.team2Id !== null);

describe('issue 14 in-play simulation: the timeline', () => {
  it('§2 live: liveGames lists exactly the games statusAt says are live, every match sport among them', () => {
    const live = feed.liveGames(BUSY);
    expect(live.length).toBeGreaterThan(20);
    for (const g of live) expect(feed.statusAt(g, BUSY)).toBe(GAME_STATUS_ID.live);
    for (const now of [BUSY, BUSY + 59_999, BUSY + 3 * HOUR + 1]) {
      const all = feed.gamesBetween(now - 24 * HOUR, now + 1);
      expect(feed.liveGames(now)).toEqual(all.filter((g) => feed.statusAt(g, now) === GAME_STATUS_ID.live));
    }
    const sports = new Set(live.map((g) => g.sportId));
    for (const sport of [SPORT_IDS.football, SPORT_IDS.tennis, SPORT_IDS.basketball, SPORT_IDS.iceHockey]) {
      expect(sports.has(sport)).toBe(true);
    }
  });

  it('issue 14 the result follows from what happened: the timeline replayed to endAt gives the result, periods too', () => {
    const sports = new Set<number>();
    for (const g of played) {
      const result = feed.result(g.id, g.endAt);
      const end = feed.liveState(g.id, g.endAt);
      if (result?.statusId === GAME_STATUS_ID.cancelled) {
        expect(end).toBeNull();
        continue;
      }
      expect(end?.statusId).toBe(GAME_STATUS_ID.finished);
      expect(end?.score).toEqual(result?.score);
      sports.add(g.sportId);
    }
    expect(sports.size).toBeGreaterThanOrEqual(9);
  }, 30_000);

  it('issue 14 statusAt/liveState/result agree at every instant, states are valid and monotone in time', () => {
    for (const g of played.filter((_, i) => i % 4 === 0).slice(0, 150)) {
      if (feed.statusAt(g, g.startAt) === GAME_STATUS_ID.cancelled) continue;
      expect(feed.liveState(g.id, g.startAt - 1)).toBeNull();
      let lastSeq = 0;
      let lastHome = 0;
      let lastAway = 0;
      const step = Math.max(60_000, Math.floor((g.endAt - g.startAt) / 25));
      for (let t = g.startAt; t <= g.endAt; t += step) {
        const state = feed.liveState(g.id, t);
        const status = feed.statusAt(g, t);
        expect(state).not.toBeNull();
        if (state === null) continue;
        expect(liveStateSchema.safeParse(state).success).toBe(true);
        if (status === GAME_STATUS_ID.live) {
          expect([GAME_STATUS_ID.live, GAME_STATUS_ID.break]).toContain(state.statusId);
          expect(feed.result(g.id, t)).toBeNull();
        } else {
          expect(state.statusId).toBe(GAME_STATUS_ID.finished);
        }
        expect(state.score.home).toBeGreaterThanOrEqual(lastHome);
        expect(state.score.away).toBeGreaterThanOrEqual(lastAway);
        for (const incident of state.incidents) {
          expect(incident.at).toBeLessThanOrEqual(t);
        }
        const seqs = state.incidents.map((i) => i.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        const top = seqs[seqs.length - 1] ?? 0;
        expect(top).toBeGreaterThanOrEqual(lastSeq);
        lastSeq = top;
        lastHome = state.score.home;
        lastAway = state.score.away;
        expect(state.zoneId).toBe(`z${g.id}`);
      }
    }
  }, 30_000);

  it('issue 14 liveState is deterministic: two feeds with the same seed give the same state', () => {
    const other = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
    for (const g of feed.liveGames(BUSY).slice(0, 60)) {
      expect(other.liveState(g.id, BUSY + 12_345)).toEqual(feed.liveState(g.id, BUSY + 12_345));
    }
  }, 30_000);
});
