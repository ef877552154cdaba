import {
  GAME_STATUS_ID,
  type GameResult,
  type GameStatusId,
  type Market,
  type Outcome,
  type Team,
  type SportId,
  SCHEDULED_SPORT_IDS,
} from '@sb/contracts';
import { parseOutcomeId, type ChampInfo, type FeedGame, type SportInfo } from '@sb/feed';
import { RoundChains, type RoundProof } from './chain';
import { Schedule, type ScheduledRoundRef } from './schedule';
import type { RoundContext, RoundOutcome, ScheduledCompetitor, ScheduledGameDef } from './types';

export interface ScheduledFeedOptions {
  /** The feed's public seed: competitors and prices come from it and the round number. */
  readonly seed: number;
  /** The server secret the day chains are derived from (never shown). */
  readonly secret: string;
  readonly margin: number;
  readonly defs: readonly ScheduledGameDef[];
}

/** One round with what is public before it starts. */
export interface RoundInfo {
  readonly ref: ScheduledRoundRef;
  readonly ctx: RoundContext;
  readonly game: FeedGame;
  readonly competitors: readonly ScheduledCompetitor[];
}

/** A round's priced markets (computed on first use: the results job never needs them). */
interface PricedRound {
  readonly markets: readonly Market[];
  readonly outcomes: ReadonlyMap<string, Outcome>;
}

/**
 * The sports feed types its sport ids as the real sports' union; a scheduled game type's sport
 * id (301…314, @sb/contracts SCHEDULED_SPORT_IDS) travels through the same fields.
 */
const asSportId = (id: number): SportId => id as SportId;

/** Championship ids of the game types (one per type, outside the sports' range). */
export const champIdOf = (sportId: number): number => 900_000 + sportId;
/** The "event" competitor of a TV game or race (team1 of its line game; team2 is null). */
const eventTeamIdOf = (sportId: number): number => 3_000_000 + sportId;

/** A 32-bit mix of the feed seed and the round id: the round's public seed. */
function publicSeedOf(seed: number, roundId: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of [roundId & 0xffff, roundId >>> 16]) {
    h = Math.imul(h ^ part, 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}

const ROUND_CACHE = 4_000;

/**
 * Issue 19: the scheduled games as line games. A pure function of (seed, secret, margin, defs)
 * and the clock argument, like the sports feed, so every node shows the same rounds.
 */
export class ScheduledFeed {
  readonly schedule: Schedule;
  private readonly chains: RoundChains;
  private readonly rounds = new Map<number, RoundInfo>();
  private readonly played = new Map<number, RoundOutcome>();
  private readonly priced = new Map<number, PricedRound>();
  private readonly teamsSeen = new Map<number, Team>();
  private readonly sportList: readonly SportInfo[];
  private readonly champList: readonly ChampInfo[];

  constructor(private readonly options: ScheduledFeedOptions) {
    this.schedule = new Schedule(options.defs);
    this.chains = new RoundChains(this.schedule, options.secret);
    this.sportList = options.defs.map((d) => ({ id: asSportId(this.sportIdOf(d)), nameEng: d.name, slug: d.type }));
    this.champList = options.defs.map((d) => {
      const sportId = this.sportIdOf(d);
      return {
        id: champIdOf(sportId),
        sportId: asSportId(sportId),
        name: d.name,
        slug: d.type,
        countryCode: null,
        isTop: false,
        teamIds: [],
      };
    });
    for (const d of options.defs) {
      const sportId = this.sportIdOf(d);
      this.teamsSeen.set(eventTeamIdOf(sportId), {
        id: eventTeamIdOf(sportId),
        name: d.name,
        short: d.type
          .replace(/[^a-z0-9]/gi, '')
          .slice(0, 3)
          .toUpperCase(),
        colors: d.kind === 'tv' ? ['#5b21b6', '#fbbf24'] : ['#065f46', '#f9fafb'],
      });
    }
  }

  sportIdOf(def: ScheduledGameDef): number {
    return SCHEDULED_SPORT_IDS[def.type];
  }

  defs(): readonly ScheduledGameDef[] {
    return this.options.defs;
  }

  sports(): readonly SportInfo[] {
    return this.sportList;
  }

  champs(): readonly ChampInfo[] {
    return this.champList;
  }

  champ(champId: number): ChampInfo | null {
    return this.champList.find((c) => c.id === champId) ?? null;
  }

  team(teamId: number): Team | null {
    return this.teamsSeen.get(teamId) ?? null;
  }

  owns(gameId: number): boolean {
    return this.schedule.byId(gameId) !== null;
  }

  /** The round (competitors, markets) of a line game id; null when it is not a round. */
  info(roundId: number): RoundInfo | null {
    const cached = this.rounds.get(roundId);
    if (cached) return cached;
    const ref = this.schedule.byId(roundId);
    if (ref === null) return null;
    const sportId = this.sportIdOf(ref.def);
    const ctx: RoundContext = {
      roundId,
      sportId,
      champId: champIdOf(sportId),
      margin: this.options.margin,
      publicSeed: publicSeedOf(this.options.seed, roundId),
    };
    const competitors = ref.def.competitors(ctx);
    for (const c of competitors) {
      const { strength: _strength, ...team } = c;
      this.teamsSeen.set(c.id, team);
    }
    const match = competitors.length === 2;
    const game: FeedGame = {
      id: roundId,
      sportId: asSportId(sportId),
      champId: ctx.champId,
      team1Id: match ? (competitors[0]?.id ?? 0) : eventTeamIdOf(sportId),
      team2Id: match ? (competitors[1]?.id ?? 0) : null,
      title: match ? null : `${ref.def.name} #${ref.number}`,
      startAt: ref.startAt,
      endAt: ref.endAt,
      isTop: false,
    };
    const info: RoundInfo = { ref, ctx, game, competitors };
    if (this.rounds.size >= ROUND_CACHE) this.rounds.delete(this.rounds.keys().next().value ?? 0);
    this.rounds.set(roundId, info);
    return info;
  }

  game(roundId: number): FeedGame | null {
    return this.info(roundId)?.game ?? null;
  }

  statusAt(g: Pick<FeedGame, 'startAt' | 'endAt'>, now: number): GameStatusId {
    if (now < g.startAt) return GAME_STATUS_ID.notStarted;
    return now < g.endAt ? GAME_STATUS_ID.live : GAME_STATUS_ID.finished;
  }

  private pricedRound(roundId: number, now: number): PricedRound | null {
    const info = this.info(roundId);
    if (info === null || now >= info.ref.startAt) return null;
    let entry = this.priced.get(roundId);
    if (entry === undefined) {
      const markets = info.ref.def.markets(info.ctx, info.competitors);
      entry = { markets, outcomes: new Map(markets.flatMap((m) => m.outcomes.map((o) => [o.id, o] as const))) };
      if (this.priced.size >= ROUND_CACHE) this.priced.delete(this.priced.keys().next().value ?? 0);
      this.priced.set(roundId, entry);
    }
    return entry;
  }

  /** Markets are on offer until the round starts (sales close at the start); none after. */
  markets(roundId: number, now: number): readonly Market[] {
    return this.pricedRound(roundId, now)?.markets ?? [];
  }

  outcome(outcomeId: string, now: number): Outcome | null {
    const parsed = parseOutcomeId(outcomeId);
    if (parsed === null) return null;
    return this.pricedRound(parsed.gameId, now)?.outcomes.get(outcomeId) ?? null;
  }

  /** The round's proof; the seed only once the round has finished. */
  proof(roundId: number, now: number): (Omit<RoundProof, 'seed'> & { seed: string | null }) | null {
    const ref = this.schedule.byId(roundId);
    if (ref === null) return null;
    const proof = this.chains.proof(ref);
    return { ...proof, seed: now >= ref.endAt ? proof.seed : null };
  }

  /** What happens in the round (server side: the page reveals it as its incidents' times pass). */
  outcomeOf(roundId: number): RoundOutcome | null {
    const cached = this.played.get(roundId);
    if (cached) return cached;
    const info = this.info(roundId);
    if (info === null) return null;
    const played = info.ref.def.play(info.ctx, info.competitors, this.chains.proof(info.ref).seed);
    if (this.played.size >= ROUND_CACHE) this.played.delete(this.played.keys().next().value ?? 0);
    this.played.set(roundId, played);
    return played;
  }

  result(roundId: number, now: number): GameResult | null {
    const info = this.info(roundId);
    if (info === null || now < info.ref.endAt) return null;
    const played = this.outcomeOf(roundId);
    if (played === null) return null;
    const { game } = info;
    return {
      gameId: roundId,
      sportId: game.sportId,
      champId: game.champId,
      champName: info.ref.def.name,
      team1: this.teamOrThrow(game.team1Id),
      team2: game.team2Id === null ? null : this.teamOrThrow(game.team2Id),
      title: game.title,
      startAt: game.startAt,
      statusId: GAME_STATUS_ID.finished,
      score: played.score,
      winnerId: played.winnerId,
      version: 0,
    };
  }

  private teamOrThrow(teamId: number): Team {
    const team = this.teamsSeen.get(teamId);
    if (!team) throw new RangeError(`unknown scheduled competitor ${teamId}`);
    return team;
  }

  /** Rounds of every type starting in [from, to) as line games. */
  roundsBetween(from: number, to: number): FeedGame[] {
    return this.schedule.allBetween(from, to).flatMap((r) => this.game(r.roundId) ?? []);
  }

  /** Settles one outcome of a round by its definition's rule (null: not a scheduled sport). */
  defOfSport(sportId: number): ScheduledGameDef | null {
    return this.options.defs.find((d) => this.sportIdOf(d) === sportId) ?? null;
  }
}
