import type { LiveGameSummary, LiveState, LiveTopic, LiveTopicData } from '@sb/contracts';

/** An outcome as a topic carries it (contracts liveOutcomeSchema), without importing zod at runtime. */
export type LiveOutcome = NonNullable<LiveTopicData['outcomes']>[number];

/** Which way an outcome's price moved in the last update (the page flashes it). */
export type PriceMove = 'up' | 'down';

/**
 * What a page reads from a topic: the merge of its snapshot and every delta since. List topics
 * (live, cyber, sport:N, champ:N) fill `games`; a game topic fills `state` and `outcomes`; an
 * outcome topic fills `outcomes` (one).
 */
export interface LiveTopicDoc {
  topic: LiveTopic;
  /** Seq of the last snapshot or delta merged. */
  seq: number;
  /** Games by start time then id (list topics). */
  games: readonly LiveGameSummary[];
  gamesById: ReadonlyMap<number, LiveGameSummary>;
  /** The game's in-play state (game topic); null when the game is not playing. */
  state: LiveState | null;
  outcomes: ReadonlyMap<string, LiveOutcome>;
  /** Outcomes whose price moved in the last merge (empty after a snapshot). */
  moves: ReadonlyMap<string, PriceMove>;
  /** Issue 15 `casino:*` topics: the last message's whole data (each one carries it all), unchecked. */
  casino: LiveTopicData['casino'] | null;
  /** Issue 16 `tournament:N` topics: the leaderboard as last published (each message carries it all). */
  tournament: LiveTopicData['tournament'] | null;
}

/**
 * The order of a list topic's games: by start time, then id. A page's server-rendered list takes
 * it too, so the first snapshot does not reorder (and shift) the rows.
 */
export function sortLiveGames<G extends Pick<LiveGameSummary, 'startAt' | 'id'>>(games: Iterable<G>): G[] {
  return [...games].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
}

/** A fresh document from a snapshot: nothing of the previous one is kept. */
export function docFromSnapshot(topic: LiveTopic, seq: number, data: LiveTopicData): LiveTopicDoc {
  const gamesById = new Map<number, LiveGameSummary>();
  for (const g of data.games ?? []) gamesById.set(g.id, g);
  const outcomes = new Map<string, LiveOutcome>();
  for (const o of data.outcomes ?? []) outcomes.set(o.id, o);
  return {
    topic,
    seq,
    games: sortLiveGames(gamesById.values()),
    gamesById,
    state: data.state ?? null,
    outcomes,
    moves: new Map(),
    casino: data.casino ?? null,
    tournament: data.tournament ?? null,
  };
}

/**
 * Merges a delta: games and outcomes replace those with the same id (new ones join), removed ids
 * leave, a present `state` replaces the state. Returns 'gap' when `seq` is not the next one (the
 * caller resyncs) and the same document for a delta already merged (a duplicate).
 */
export function mergeDelta(doc: LiveTopicDoc, seq: number, data: LiveTopicData): LiveTopicDoc | 'gap' {
  if (seq <= doc.seq) return doc;
  if (seq !== doc.seq + 1) return 'gap';
  let gamesById = doc.gamesById;
  let games = doc.games;
  if (data.games?.length || data.removedGames?.length) {
    const next = new Map(doc.gamesById);
    for (const id of data.removedGames ?? []) next.delete(id);
    for (const g of data.games ?? []) next.set(g.id, g);
    gamesById = next;
    games = sortLiveGames(next.values());
  }
  let outcomes = doc.outcomes;
  const moves = new Map<string, PriceMove>();
  if (data.outcomes?.length || data.removedOutcomes?.length) {
    const next = new Map(doc.outcomes);
    for (const id of data.removedOutcomes ?? []) next.delete(id);
    for (const o of data.outcomes ?? []) {
      const before = next.get(o.id);
      if (before && o.coef !== before.coef) moves.set(o.id, o.coef > before.coef ? 'up' : 'down');
      next.set(o.id, o);
    }
    outcomes = next;
  }
  const state = data.state === undefined ? doc.state : data.state;
  const casino = data.casino ?? doc.casino;
  const tournament = data.tournament ?? doc.tournament;
  return { topic: doc.topic, seq, games, gamesById, state, outcomes, moves, casino, tournament };
}
