import {
  SPORT_IDS,
  type LiveGameDetail,
  type LiveGameSummary,
  type LiveTopic,
  type LiveTopicData,
} from '@sb/contracts';
import type { LiveOutcome, LiveSource } from './source';

/** Issue 14 "esports": the `cyber` topic lists the live games of these sports. */
export const CYBER_SPORT_IDS: ReadonlySet<number> = new Set([SPORT_IDS.cs2, SPORT_IDS.dota2, SPORT_IDS.lol]);

export type TopicKey =
  | { kind: 'live' }
  | { kind: 'cyber' }
  | { kind: 'sport'; id: number }
  | { kind: 'champ'; id: number }
  | { kind: 'game'; id: number }
  | { kind: 'outcome'; id: string }
  /** Issue 15: a shared casino round (crash, roulette, bingo75); the casino module publishes it. */
  | { kind: 'casino'; id: string }
  /** Issue 16: a tournament's live leaderboard; the tournaments module publishes it. */
  | { kind: 'tournament'; id: number };

/** A topic already checked against LIVE_TOPIC_PATTERN. */
export function topicKey(topic: LiveTopic): TopicKey {
  if (topic === 'live' || topic === 'cyber') return { kind: topic };
  const at = topic.indexOf(':');
  const kind = topic.slice(0, at);
  const rest = topic.slice(at + 1);
  if (kind === 'outcome' || kind === 'casino') return { kind, id: rest };
  if (kind === 'sport' || kind === 'champ' || kind === 'game' || kind === 'tournament')
    return { kind, id: Number(rest) };
  throw new Error(`not a live topic: ${topic}`);
}

export function isListTopic(key: TopicKey): boolean {
  return key.kind === 'live' || key.kind === 'cyber' || key.kind === 'sport' || key.kind === 'champ';
}

/** Every outcome of a game's markets, with the game's status. */
export function outcomesOf(game: LiveGameDetail): LiveOutcome[] {
  const out: LiveOutcome[] = [];
  for (const m of game.markets) for (const o of m.outcomes) out.push({ ...o, gameStatusId: game.statusId });
  return out;
}

/** The list topics a live game appears in. */
export function listTopicsOf(game: LiveGameSummary): LiveTopic[] {
  const topics: LiveTopic[] = ['live', `sport:${game.sportId}`, `champ:${game.champId}`];
  if (CYBER_SPORT_IDS.has(game.sportId)) topics.push('cyber');
  return topics;
}

/** A topic's whole data at `now`, from the source (a snapshot for a topic the bus has not carried yet). */
export function topicFromSource(source: LiveSource, topic: LiveTopic, now: number): LiveTopicData {
  const key = topicKey(topic);
  switch (key.kind) {
    case 'live':
      return { games: [...source.list(now)] };
    case 'cyber':
      return { games: source.list(now).filter((g) => CYBER_SPORT_IDS.has(g.sportId)) };
    case 'sport':
      return { games: source.list(now).filter((g) => g.sportId === key.id) };
    case 'champ':
      return { games: source.list(now).filter((g) => g.champId === key.id) };
    case 'game': {
      const game = source.game(key.id, now);
      return { state: game?.live ?? null, outcomes: game ? outcomesOf(game) : [] };
    }
    case 'outcome': {
      const o = source.outcome(key.id, now);
      return { outcomes: o ? [o] : [] };
    }
    case 'casino':
      // Not the line's: the hub asks the casino for a fresh snapshot (LiveHubDeps.casinoSnapshot).
      return {};
    case 'tournament':
      // Not the line's: empty until the tournaments' leader publisher carries it (pages read HTTP first).
      return {};
  }
}

/**
 * Every topic the leader publishes at `now`: the list topics, and the game and outcome topics of
 * the live games plus `alsoGames` (games that were live at the last tick: their end is published).
 */
export function computeTopics(
  source: LiveSource,
  now: number,
  alsoGames: Iterable<number>,
): Map<LiveTopic, LiveTopicData> {
  const topics = new Map<LiveTopic, LiveTopicData>();
  const list = source.list(now);
  const games = new Set<number>(alsoGames);
  topics.set('live', { games: [] });
  topics.set('cyber', { games: [] });
  for (const g of list) {
    games.add(g.id);
    for (const t of listTopicsOf(g)) {
      const data = topics.get(t) ?? { games: [] };
      data.games?.push(g);
      topics.set(t, data);
    }
  }
  for (const id of games) {
    const game = source.game(id, now);
    if (!game) {
      // No longer being played (finished, closed): its state ends, its outcomes leave their topics.
      topics.set(`game:${id}`, { state: null, outcomes: [] });
      continue;
    }
    const outcomes = outcomesOf(game);
    topics.set(`game:${id}`, { state: game.live, outcomes });
    for (const o of outcomes) topics.set(`outcome:${o.id}`, { outcomes: [o] });
  }
  return topics;
}
