import {
  GAME_STATUS_ID,
  type GameResult,
  type GameStatusId,
  type Score,
  type Market,
  type Outcome,
  type Team,
} from '@sb/contracts';
import type { BetStatusId } from '@sb/coupon';
import { tickOf } from './drift';
import { simulate } from './live/simulate';
import { decidedAt } from './live/decided';
import { LIVE_PRICE_STEP_MS, liveMarketSpecs, offered } from './live/price-live';
import { betStopAt, stateAt } from './live/state';
import { countUpTo, type Timeline } from './live/timeline';
import { Lru } from './lru';
import type { SportModel } from './catalog';
import { MATCH_MODELS, type MatchInput } from './models';
import { moments } from './models/basketball';
import { parseOutcomeId } from './outcome-id';
import { assembleMarkets, matchInput, outrightChances, priceGame, type PricedGame } from './price-game';
import { sampleIndex } from './random';
import { processSecret, resultDraws } from './result-draws';
import { addressOf, champDayGames, DAY_MS, dayOf, isCancelled } from './schedule';
import { buildStatistics } from './statistics';
import type { ChampInfo, Feed, FeedGame, FeedOptions, GameStatistics } from './types';
import { buildWorld, type WorldChamp } from './world';

export { PRICE_TICK_MS } from './drift';

export const DEFAULT_MARGIN = 0.06;
/** Priced games kept: a 14-day window at one tick, with room to spare. */
const PRICED_CACHE_SIZE = 6_000;
const DAY_CACHE_SIZE = 40_000;
const RESULT_CACHE_SIZE = 50_000;
/** Simulated games kept: every game live at a busy hour and the ones just finished, with room. */
const TIMELINE_CACHE_SIZE = 3_000;
/** Live prices kept: one per live game and second, a few seconds deep. */
const LIVE_PRICED_CACHE_SIZE = 2_000;
const DECIDED_CACHE_SIZE = 2_000;

/**
 * The simulated feed: the catalogue, fixtures and prices are a pure function of (seed, margin,
 * arguments), so nodes agree on the line; what settles (results, live incidents, cancellations,
 * outright winners) is a pure function of (resultSecret, game), so nobody holding only the public
 * seed can replay it (issue 25 item 2).
 */
export function createFeed({ seed, resultSecret, margin = DEFAULT_MARGIN }: FeedOptions): Feed {
  const world = buildWorld(seed);
  const draws = resultDraws(resultSecret ?? processSecret());
  const byIndex = world.champs;
  const dayCache = new Lru<number, readonly FeedGame[]>(DAY_CACHE_SIZE);
  const pricedCache = new Lru<string, PricedGame>(PRICED_CACHE_SIZE);
  const resultCache = new Lru<number, GameResult | null>(RESULT_CACHE_SIZE);
  const timelineCache = new Lru<number, Timeline>(TIMELINE_CACHE_SIZE);
  const livePricedCache = new Lru<string, PricedGame>(LIVE_PRICED_CACHE_SIZE);
  const decidedCache = new Lru<string, ReadonlyMap<string, BetStatusId>>(DECIDED_CACHE_SIZE);

  const champGames = (champ: WorldChamp, day: number): readonly FeedGame[] => {
    const key = day * 256 + champ.index;
    let games = dayCache.get(key);
    if (games === undefined) {
      games = champDayGames(seed, champ, day);
      dayCache.set(key, games);
    }
    return games;
  };

  const game = (gameId: number): FeedGame | null => {
    const address = addressOf(gameId);
    const champ = address === null ? undefined : byIndex[address.champIndex];
    if (address === null || champ === undefined) return null;
    return champGames(champ, address.day).find((g) => g.id === gameId) ?? null;
  };

  const statusAt = (g: FeedGame, now: number): GameStatusId => {
    if (now < g.startAt) return GAME_STATUS_ID.notStarted;
    if (isCancelled(draws, g.id)) return GAME_STATUS_ID.cancelled;
    return now < g.endAt ? GAME_STATUS_ID.live : GAME_STATUS_ID.finished;
  };

  const champOf = (g: FeedGame): WorldChamp => {
    const champ = world.champsById.get(g.champId);
    if (champ === undefined) throw new RangeError(`game ${g.id} has an unknown championship`);
    return champ;
  };

  /** Pre-match prices: null once the game has started (the live phase is not simulated). */
  const priced = (gameId: number, now: number): PricedGame | null => {
    const g = game(gameId);
    if (g === null || now >= g.startAt) return null;
    const tick = tickOf(now);
    const key = `${gameId}:${tick}`;
    let entry = pricedCache.get(key);
    if (entry === undefined) {
      entry = priceGame(seed, margin, world, champOf(g), g, tick);
      pricedCache.set(key, entry);
    }
    return entry;
  };

  const teamOf = (teamId: number): Team => {
    const team = world.teams.get(teamId);
    if (team === undefined) throw new RangeError(`unknown team ${teamId}`);
    return team;
  };

  /**
   * Issue 14: what the match ends with, drawn from the closing prices' model (issue 25: with the
   * game's secret draw, so the result is as likely as the prices say and no likelier to anyone
   * holding the public seed); the in-play timeline is laid out to reach exactly it, so the result is what
   * happened in play (a test replays timelines to their end and compares). Cheap: results and
   * statistics of thousands of past games need no replay.
   */
  const finalScore = (g: FeedGame, input: MatchInput, model: Exclude<SportModel, 'outright'>): Score =>
    MATCH_MODELS[model].sample(input, draws.stream('score', g.id));

  /** The in-play story of a match (null for an outright or a cancelled game). */
  const timelineOf = (g: FeedGame): Timeline | null => {
    const champ = champOf(g);
    const model = champ.spec.model;
    if (model === 'outright' || isCancelled(draws, g.id)) return null;
    const cached = timelineCache.get(g.id);
    if (cached) return cached;
    const input = matchInput(seed, world, champ, g, tickOf(g.startAt - 1));
    const edge = input.home.rating - input.away.rating + input.shift;
    const window = { gameId: g.id, startAt: g.startAt, endAt: g.endAt };
    const timeline = simulate(champ.spec, window, finalScore(g, input, model), edge, draws.stream('play', g.id));
    timelineCache.set(g.id, timeline);
    return timeline;
  };

  /** Issue 14: live prices from the in-play state while the game is live (cached per price instant). */
  const livePriced = (gameId: number, now: number): PricedGame | null => {
    const g = game(gameId);
    if (g === null || statusAt(g, now) !== GAME_STATUS_ID.live) return null;
    const timeline = timelineOf(g);
    if (timeline === null) return null;
    // Prices move at each incident (a goal, a card, a point, a period's start or end) and at most
    // once a LIVE_PRICE_STEP_MS otherwise: a price a player sees usually still stands when the
    // acceptance delay ends, as on a real book, instead of drifting every second.
    const incidents = countUpTo(timeline.incidents, now, (i) => i.at);
    const lastIncidentAt = incidents > 0 ? (timeline.incidents[incidents - 1]?.at ?? g.startAt) : g.startAt;
    const at = Math.max(Math.floor(now / LIVE_PRICE_STEP_MS) * LIVE_PRICE_STEP_MS, lastIncidentAt, g.startAt);
    // The bet stop is read at the second: it locks and frees the prices without moving them.
    const blocked = betStopAt(timeline, Math.floor(now / 1000) * 1000);
    const key = `${gameId}:${at}:${blocked ? 1 : 0}`;
    let entry = livePricedCache.get(key);
    if (entry === undefined) {
      const champ = champOf(g);
      const input = matchInput(seed, world, champ, g, tickOf(g.startAt - 1));
      const specs = offered(liveMarketSpecs({ seed, spec: champ.spec, input, timeline, now: at }));
      entry = assembleMarkets(specs, {
        margin,
        world,
        game: g,
        outright: false,
        isLive: true,
        isBlocked: () => blocked,
      });
      livePricedCache.set(key, entry);
    }
    return entry;
  };
  const anyPriced = (gameId: number, now: number): PricedGame | null => priced(gameId, now) ?? livePriced(gameId, now);

  /** Issue 14: outcomes decided by `now`; they change only with an incident or a period boundary. */
  const decidedOutcomes = (gameId: number, now: number): ReadonlyMap<string, BetStatusId> => {
    const g = game(gameId);
    const timeline = g === null || now < g.startAt ? null : timelineOf(g);
    if (g === null || timeline === null) return new Map();
    const finished = now >= timeline.endAt;
    const incidents = countUpTo(timeline.incidents, now, (i) => i.at);
    const segments = countUpTo(timeline.segments, now, (s) => s.to);
    const key = `${gameId}:${finished ? 'end' : `${incidents}:${segments}`}`;
    let entry = decidedCache.get(key);
    if (entry === undefined) {
      const champ = champOf(g);
      const closingTotal =
        champ.spec.model === 'basketball' ? moments(matchInput(seed, world, champ, g, tickOf(g.startAt - 1))).total : 0;
      entry = decidedAt(champ.spec, timeline, finalResult(g), closingTotal, now);
      decidedCache.set(key, entry);
    }
    return entry;
  };

  /** The result: the timeline's final score (outrights: the closing chances draw the winner). */
  const finalResult = (g: FeedGame): GameResult => {
    const cached = resultCache.get(g.id);
    if (cached) return cached;
    const champ = champOf(g);
    const cancelled = isCancelled(draws, g.id);
    let winnerId = null;
    if (!cancelled && champ.spec.model === 'outright') {
      const chances = outrightChances(seed, world, champ, g, tickOf(g.startAt - 1));
      winnerId = champ.teamIds[sampleIndex(chances, draws.unit('winner', g.id))] ?? null;
    }
    const model = champ.spec.model;
    const score =
      cancelled || model === 'outright'
        ? null
        : finalScore(g, matchInput(seed, world, champ, g, tickOf(g.startAt - 1)), model);
    const result: GameResult = {
      gameId: g.id,
      sportId: g.sportId,
      champId: g.champId,
      champName: champ.name,
      team1: teamOf(g.team1Id),
      team2: g.team2Id === null ? null : teamOf(g.team2Id),
      title: g.title,
      startAt: g.startAt,
      statusId: cancelled ? GAME_STATUS_ID.cancelled : GAME_STATUS_ID.finished,
      score,
      winnerId,
      version: 0,
    };
    resultCache.set(g.id, result);
    return result;
  };

  const result = (gameId: number, now: number): GameResult | null => {
    const g = game(gameId);
    if (g === null) return null;
    const status = statusAt(g, now);
    return status === GAME_STATUS_ID.finished || status === GAME_STATUS_ID.cancelled ? finalResult(g) : null;
  };

  const gamesBetween = (from: number, to: number): readonly FeedGame[] => {
    const games: FeedGame[] = [];
    if (!(to > from)) return games;
    for (let day = dayOf(from); day <= dayOf(to - 1); day++) {
      for (const champ of byIndex) {
        for (const g of champGames(champ, day)) if (g.startAt >= from && g.startAt < to) games.push(g);
      }
    }
    return games.sort((a, b) => a.startAt - b.startAt || a.id - b.id);
  };

  /** Games that may be live during the minute of `now` (started within a day), computed once a minute. */
  let candidates: { minute: number; games: readonly FeedGame[] } | null = null;
  const liveCandidates = (now: number): readonly FeedGame[] => {
    const minute = Math.floor(now / 60_000);
    if (candidates?.minute !== minute) {
      const from = minute * 60_000;
      const games = gamesBetween(from - DAY_MS, from + 60_000).filter((g) => g.endAt > from);
      candidates = { minute, games };
    }
    return candidates.games;
  };

  const champInfo = (champ: WorldChamp): ChampInfo => ({
    id: champ.id,
    sportId: champ.sportId,
    name: champ.name,
    slug: champ.slug,
    countryCode: champ.countryCode,
    isTop: champ.isTop,
    teamIds: champ.teamIds,
  });
  const champInfos = byIndex.map(champInfo);
  const champInfoById = new Map(champInfos.map((c) => [c.id, c]));

  return {
    sports: () => world.sports,
    champs: () => champInfos,
    champ: (champId) => champInfoById.get(champId) ?? null,
    teams: () => world.teams,
    team: (teamId) => world.teams.get(teamId) ?? null,
    gamesBetween,
    game,
    statusAt,
    markets: (gameId, now): readonly Market[] => anyPriced(gameId, now)?.markets ?? [],
    mainMarkets: (gameId, now): readonly Market[] => anyPriced(gameId, now)?.main ?? [],
    marketsCount: (gameId, now) => anyPriced(gameId, now)?.outcomesCount ?? 0,
    outcome: (id, now): Outcome | null => {
      const parsed = parseOutcomeId(id);
      return parsed === null ? null : (anyPriced(parsed.gameId, now)?.outcomes.get(id) ?? null);
    },
    result,
    liveGames: (now) => liveCandidates(now).filter((g) => statusAt(g, now) === GAME_STATUS_ID.live),
    liveState: (gameId, now) => {
      const g = game(gameId);
      if (g === null || now < g.startAt) return null;
      const timeline = timelineOf(g);
      return timeline === null ? null : stateAt(timeline, g.sportId, now);
    },
    decidedOutcomes,
    statistics: (gameId, now): GameStatistics => {
      const g = game(gameId);
      if (g === null) return { gameId, headToHead: [], form1: [], form2: [], table: [] };
      const champ = champOf(g);
      const until = Math.min(now, g.startAt);
      const history = (days: number): FeedGame[] => {
        const games: FeedGame[] = [];
        for (let day = dayOf(until); day >= dayOf(until - days * DAY_MS); day--) {
          for (const past of champGames(champ, day)) if (past.endAt <= until && past.team2Id !== null) games.push(past);
        }
        return games.sort((a, b) => b.startAt - a.startAt || b.id - a.id);
      };
      return buildStatistics(g, history, (past) => finalResult(past));
    },
  };
}
