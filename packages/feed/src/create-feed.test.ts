import {
  GAME_STATUS_ID,
  MARKET_GROUP,
  MARKET_KIND,
  OUTCOME_TYPE,
  SPORT_IDS,
  marketSchema,
  type Market,
} from '@sb/contracts';
import { describe, expect, it } from 'vitest';
import { createFeed, DEFAULT_MARGIN, PRICE_TICK_MS } from './index';
import { TEST_RESULT_SECRET } from './test-secret';

const DAY = 86_400_000;
/** An instant aligned to a price tick. */
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const feed = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
const window = feed.gamesBetween(NOW, NOW + 14 * DAY);

function coefOf(markets: readonly Market[], typeId: number, param: number | null): number {
  const outcome = markets.flatMap((m) => m.outcomes).find((o) => o.typeId === typeId && o.param === param);
  if (outcome === undefined) throw new Error(`no outcome ${typeId} ${param}`);
  return outcome.coef;
}

describe('catalog', () => {
  it('has exactly the contract sports, 100+ championships and ISO country codes', () => {
    expect(
      feed
        .sports()
        .map((s) => s.id)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(SPORT_IDS).sort((a, b) => a - b));
    expect(feed.champs().length).toBeGreaterThanOrEqual(100);
    for (const champ of feed.champs()) {
      expect(champ.countryCode === null || /^[A-Z]{2}$/.test(champ.countryCode)).toBe(true);
      for (const teamId of champ.teamIds) expect(feed.team(teamId)).not.toBeNull();
    }
    expect(new Set(feed.champs().map((c) => c.slug)).size).toBe(feed.champs().length);
  });
});

describe('the 14-day window at the default seed', () => {
  it('holds at least 2,000 games and 100,000 outcomes, every sport represented', () => {
    expect(window.length).toBeGreaterThanOrEqual(2000);
    let outcomes = 0;
    for (const game of window) outcomes += feed.markets(game.id, NOW).reduce((n, m) => n + m.outcomes.length, 0);
    expect(outcomes).toBeGreaterThanOrEqual(100_000);
    expect(new Set(window.map((g) => g.sportId)).size).toBe(feed.sports().length);
  }, 20_000);

  it('is sorted by start then id, inside [from, to), and every game is found by id', () => {
    for (let i = 1; i < window.length; i++) {
      const [a, b] = [window[i - 1], window[i]];
      if (a === undefined || b === undefined) continue;
      expect(a.startAt < b.startAt || (a.startAt === b.startAt && a.id < b.id)).toBe(true);
    }
    for (const game of window.slice(0, 300)) {
      expect(game.startAt).toBeGreaterThanOrEqual(NOW);
      expect(feed.game(game.id)).toEqual(game);
    }
  });

  it('markets are contract-shaped with stable ids, coefs of at most 3 decimals and ≥ 1.001', () => {
    for (const game of window.slice(0, 400)) {
      for (const market of feed.markets(game.id, NOW)) {
        expect(marketSchema.safeParse(market).success).toBe(true);
        for (const o of market.outcomes) {
          expect(o.id).toBe(`${game.id}_${o.typeId}_${o.param ?? ''}`);
          expect(o.coef).toBeGreaterThanOrEqual(1.001);
          expect(Math.round(o.coef * 1000) / 1000).toBe(o.coef);
          expect(feed.outcome(o.id, NOW)).toEqual(o);
        }
      }
    }
  });

  it('long-term events are outrights of kind 7 with many competitors', () => {
    const event = window.find((g) => g.sportId === SPORT_IDS.longTerm);
    expect(event?.team2Id).toBeNull();
    expect(event?.title).toMatch(/\d{4}$/);
    const [market] = feed.markets(event?.id ?? 0, NOW);
    expect(market?.groupId).toBe(MARKET_GROUP.outright);
    expect(market?.outcomes.length).toBeGreaterThanOrEqual(10);
    expect(market?.outcomes.every((o) => o.kind === MARKET_KIND.longTerm && o.typeId === OUTCOME_TYPE.outright)).toBe(
      true,
    );
  });
});

describe('determinism', () => {
  it('the same seed gives identical games, prices and results', () => {
    const other = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET });
    const games = other.gamesBetween(NOW, NOW + 2 * DAY);
    expect(games).toEqual(feed.gamesBetween(NOW, NOW + 2 * DAY));
    for (const game of games.slice(0, 50)) {
      expect(other.markets(game.id, NOW)).toEqual(feed.markets(game.id, NOW));
      expect(other.result(game.id, NOW + 30 * DAY)).toEqual(feed.result(game.id, NOW + 30 * DAY));
    }
  });

  it('a different seed gives different teams and fixtures', () => {
    const other = createFeed({ seed: 2, resultSecret: TEST_RESULT_SECRET });
    expect(other.teams().get(1)?.name).not.toBe(feed.teams().get(1)?.name);
    expect(other.gamesBetween(NOW, NOW + DAY)).not.toEqual(feed.gamesBetween(NOW, NOW + DAY));
  });

  it('issue 25 §2: the same seed with another result secret gives the same line but other results and incidents', () => {
    const other = createFeed({ seed: 1, resultSecret: 'another result secret' });
    // Pre-match games only: a live game's prices follow its (secret) play so far.
    const games = other.gamesBetween(NOW + 1, NOW + DAY).slice(0, 200);
    expect(games).toEqual(feed.gamesBetween(NOW + 1, NOW + DAY).slice(0, 200));
    const after = NOW + 30 * DAY;
    let differ = 0;
    for (const game of games) {
      expect(other.markets(game.id, NOW)).toEqual(feed.markets(game.id, NOW));
      const a = feed.result(game.id, after);
      const b = other.result(game.id, after);
      if (JSON.stringify([a?.score, a?.winnerId, a?.statusId]) !== JSON.stringify([b?.score, b?.winnerId, b?.statusId]))
        differ++;
    }
    // Most of 200 results differ (a few coincide as any two draws of a likely score do).
    expect(differ).toBeGreaterThan(150);
  });

  it('issue 25 §2: a feed made without a result secret draws its own (results agree with no other process)', () => {
    const a = createFeed({ seed: 1 });
    const b = createFeed({ seed: 1 });
    const games = a.gamesBetween(NOW + 1, NOW + DAY).slice(0, 100);
    const scores = (f: typeof a): string => JSON.stringify(games.map((g) => f.result(g.id, NOW + 30 * DAY)?.score));
    expect(scores(a)).not.toEqual(scores(b));
    expect(games.every((g) => JSON.stringify(a.markets(g.id, NOW)) === JSON.stringify(b.markets(g.id, NOW)))).toBe(
      true,
    );
  });
});

describe('margin', () => {
  it('each market’s implied probabilities sum to 1 + margin (complete double chance: 2 × (1 + margin)) within rounding', () => {
    for (const game of window.slice(0, 600)) {
      for (const market of feed.markets(game.id, NOW)) {
        const coverage = market.groupId === MARKET_GROUP.doubleChance ? 2 : 1;
        // A near-certain double chance is not offered, so its market is incomplete.
        if (coverage === 2 && market.outcomes.length < 3) continue;
        const implied = market.outcomes.reduce((sum, o) => sum + 1 / o.coef, 0);
        // Rounding a price to a thousandth moves 1/d by at most 0.0005/d² (twice for double chance).
        // A price at the 1.001 floor may sit a further thousandth off.
        const floor = market.outcomes.some((o) => o.coef === 1.001) ? 0.001 : 0;
        const tolerance = market.outcomes.reduce((sum, o) => sum + (coverage * 0.0005) / o.coef ** 2, 1e-9 + floor);
        expect(Math.abs(implied - coverage * (1 + DEFAULT_MARGIN))).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it('a custom margin is applied', () => {
    const tight = createFeed({ seed: 1, resultSecret: TEST_RESULT_SECRET, margin: 0.02 });
    const game = window.find((g) => g.sportId === SPORT_IDS.football);
    const [result] = tight.markets(game?.id ?? 0, NOW);
    expect(result?.outcomes.reduce((sum, o) => sum + 1 / o.coef, 0)).toBeCloseTo(1.02, 2);
  });
});

describe('coherence', () => {
  it('football: coef(over 2.5) > coef(over 1.5), and over prices rise / under prices fall along every offered line', () => {
    let compared = 0;
    for (const game of window.filter((g) => g.sportId === SPORT_IDS.football && g.startAt > NOW).slice(0, 100)) {
      const markets = feed.markets(game.id, NOW);
      const totals = markets
        .filter((m) => m.groupId === MARKET_GROUP.total)
        .sort((a, b) => (a.param ?? 0) - (b.param ?? 0));
      for (let i = 1; i < totals.length; i++) {
        const [lower, higher] = [totals[i - 1], totals[i]];
        const param = (m: Market | undefined) => m?.param ?? null;
        expect(coefOf(markets, OUTCOME_TYPE.over, param(higher))).toBeGreaterThan(
          coefOf(markets, OUTCOME_TYPE.over, param(lower)),
        );
        expect(coefOf(markets, OUTCOME_TYPE.under, param(higher))).toBeLessThan(
          coefOf(markets, OUTCOME_TYPE.under, param(lower)),
        );
      }
      if (totals.some((m) => m.param === 1.5) && totals.some((m) => m.param === 2.5)) {
        compared++;
        expect(coefOf(markets, OUTCOME_TYPE.over, 2.5)).toBeGreaterThan(coefOf(markets, OUTCOME_TYPE.over, 1.5));
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('football: the full set of groups, and main markets are 1X2, one handicap, one total', () => {
    const game = window.find((g) => g.sportId === SPORT_IDS.football);
    const groups = new Set(feed.markets(game?.id ?? 0, NOW).map((m) => m.groupId));
    for (const group of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]) expect(groups.has(group)).toBe(true);
    const quarter = feed
      .markets(game?.id ?? 0, NOW)
      .some((m) => m.groupId === MARKET_GROUP.handicap && Math.abs((m.param ?? 0) % 0.5) === 0.25);
    expect(quarter).toBe(true);
    expect(feed.mainMarkets(game?.id ?? 0, NOW).map((m) => m.groupId)).toEqual([
      MARKET_GROUP.result,
      MARKET_GROUP.handicap,
      MARKET_GROUP.total,
    ]);
  });

  it('every sport has a main winner or result market', () => {
    for (const sport of feed.sports()) {
      const game = window.find((g) => g.sportId === sport.id && g.startAt > NOW);
      const [first] = feed.mainMarkets(game?.id ?? 0, NOW);
      expect([MARKET_GROUP.result, MARKET_GROUP.winner, MARKET_GROUP.outright]).toContain(first?.groupId);
    }
  });
});

describe('odds drift', () => {
  const games = window.filter((g) => g.startAt > NOW + DAY).slice(0, 200);

  it('prices are constant within a tick', () => {
    for (const game of games.slice(0, 50)) {
      expect(feed.markets(game.id, NOW + PRICE_TICK_MS - 1)).toEqual(feed.markets(game.id, NOW));
    }
  });

  it('prices move across ticks', () => {
    let moved = 0;
    for (const game of games) {
      const before = feed.mainMarkets(game.id, NOW)[0]?.outcomes[0]?.coef;
      const after = feed.mainMarkets(game.id, NOW + 60 * PRICE_TICK_MS)[0]?.outcomes[0]?.coef;
      if (before !== after) moved++;
    }
    expect(moved).toBeGreaterThan(games.length * 0.8);
  });

  it('about 1% of outcomes are blocked', () => {
    const outcomes = games.flatMap((g) => feed.markets(g.id, NOW).flatMap((m) => m.outcomes));
    const share = outcomes.filter((o) => o.isBlocked).length / outcomes.length;
    expect(share).toBeGreaterThan(0.003);
    expect(share).toBeLessThan(0.03);
  });
});

describe('game lifecycle and results', () => {
  const past = feed.gamesBetween(NOW - 30 * DAY, NOW - DAY);

  it('status is 1 before the start, 2 between start and end, then 4 (or 5 when cancelled)', () => {
    const game = past.find((g) => feed.result(g.id, NOW)?.statusId === GAME_STATUS_ID.finished);
    if (game === undefined) throw new Error('no finished game');
    expect(feed.statusAt(game, game.startAt - 1)).toBe(GAME_STATUS_ID.notStarted);
    expect(feed.statusAt(game, game.startAt)).toBe(GAME_STATUS_ID.live);
    expect(feed.statusAt(game, game.endAt)).toBe(GAME_STATUS_ID.finished);
    expect(feed.result(game.id, game.endAt - 1)).toBeNull();
    // Issue 14: in play the game has live markets only; none once finished.
    const live = feed.markets(game.id, game.startAt).flatMap((m) => m.outcomes);
    expect(live.every((o) => o.isLive)).toBe(game.sportId !== SPORT_IDS.longTerm || live.length === 0);
    expect(feed.markets(game.id, game.endAt)).toEqual([]);
  });

  it('about 1% of games are cancelled, with no score', () => {
    const results = past.map((g) => feed.result(g.id, NOW));
    const cancelled = results.filter((r) => r?.statusId === GAME_STATUS_ID.cancelled);
    expect(cancelled.length / past.length).toBeGreaterThan(0.003);
    expect(cancelled.length / past.length).toBeLessThan(0.03);
    expect(cancelled.every((r) => r?.score === null)).toBe(true);
  });

  it('finished games have scores (football with a half-time score) and outrights a winner', () => {
    for (const game of past.slice(0, 2000)) {
      const result = feed.result(game.id, NOW);
      if (result?.statusId !== GAME_STATUS_ID.finished) continue;
      if (game.sportId === SPORT_IDS.longTerm) {
        expect(feed.champ(game.champId)?.teamIds).toContain(result.winnerId);
      } else {
        expect(result.score).not.toBeNull();
        if (game.sportId === SPORT_IDS.football) {
          const [first, second] = result.score?.periods ?? [];
          expect((first?.[0] ?? 0) + (second?.[0] ?? 0)).toBe(result.score?.home);
        }
      }
    }
  });

  it('statistics: head-to-head of the two teams, form of five, a table', () => {
    const game = window.find((g) => g.sportId === SPORT_IDS.football);
    const stats = feed.statistics(game?.id ?? 0, NOW);
    expect(stats.form1.length).toBe(5);
    expect(stats.form2.length).toBe(5);
    expect(stats.table.length).toBeGreaterThan(10);
    for (const meeting of stats.headToHead) {
      expect([meeting.team1Id, meeting.team2Id].sort()).toEqual([game?.team1Id, game?.team2Id].sort());
      expect(meeting.startAt).toBeLessThan(game?.startAt ?? 0);
    }
  });
});
