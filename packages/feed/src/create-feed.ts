import {
  GAME_STATUS_ID,
  type GameResult,
  type GameStatusId,
  type Market,
  type Outcome,
  type Team,
} from '@sb/contracts';
import { tickOf } from './drift';
import { Lru } from './lru';
import { MATCH_MODELS } from './models';
import { parseOutcomeId } from './outcome-id';
import { matchInput, outrightChances, priceGame, type PricedGame } from './price-game';
import { random, sampleIndex } from './random';
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

/** The simulated feed: every answer is a pure function of (seed, margin, arguments). */
export function createFeed({ seed, margin = DEFAULT_MARGIN }: FeedOptions): Feed {
  const world = buildWorld(seed);
  const byIndex = world.champs;
  const dayCache = new Lru<number, readonly FeedGame[]>(DAY_CACHE_SIZE);
  const pricedCache = new Lru<string, PricedGame>(PRICED_CACHE_SIZE);
  const resultCache = new Lru<number, GameResult | null>(RESULT_CACHE_SIZE);

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
    if (isCancelled(seed, g.id)) return GAME_STATUS_ID.cancelled;
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

  /** The result as the closing prices' model draws it, seeded by the game id alone. */
  const finalResult = (g: FeedGame): GameResult => {
    const cached = resultCache.get(g.id);
    if (cached) return cached;
    const champ = champOf(g);
    const cancelled = isCancelled(seed, g.id);
    const rng = random(seed, 6, g.id);
    const closingTick = tickOf(g.startAt - 1);
    let score = null;
    let winnerId = null;
    if (!cancelled) {
      if (champ.spec.model === 'outright') {
        winnerId = champ.teamIds[sampleIndex(outrightChances(seed, world, champ, g, closingTick), rng.next())] ?? null;
      } else {
        score = MATCH_MODELS[champ.spec.model].sample(matchInput(seed, world, champ, g, closingTick), rng);
      }
    }
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
    markets: (gameId, now): readonly Market[] => priced(gameId, now)?.markets ?? [],
    mainMarkets: (gameId, now): readonly Market[] => priced(gameId, now)?.main ?? [],
    marketsCount: (gameId, now) => priced(gameId, now)?.outcomesCount ?? 0,
    outcome: (id, now): Outcome | null => {
      const parsed = parseOutcomeId(id);
      return parsed === null ? null : (priced(parsed.gameId, now)?.outcomes.get(id) ?? null);
    },
    result,
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
