import type { LiveGameDetail, LiveGameSummary, LiveState, Market, Outcome } from '@sb/contracts';
import type { LiveOutcome, LiveTopicDoc } from '../../../../lib/live-socket';

/**
 * How a page's server-rendered live data meets its `/ws` topic: once the topic has a snapshot,
 * the topic is the truth (games join and leave, prices move, the state ticks); until then the
 * loader's data shows. Pure, so the pages stay thin and the rules are tested here.
 */

/** The games of a list page: the topic's once it has answered, else the loader's. */
export function liveGamesOf(ssr: readonly LiveGameSummary[], doc: LiveTopicDoc | null): readonly LiveGameSummary[] {
  return doc ? doc.games : ssr;
}

function outcomeOf(o: LiveOutcome): Outcome {
  const { gameStatusId, ...outcome } = o;
  void gameStatusId;
  return outcome;
}

/** §3 bet stop: while the feed confirms a dangerous moment every live outcome is suspended. */
function blockedByState(o: Outcome, state: LiveState | null): Outcome {
  return state?.betStop && !o.isBlocked ? { ...o, isBlocked: true } : o;
}

/**
 * A game page's game after its `game:N` topic: the state, the status and score follow the state;
 * the markets are rebuilt from the topic's outcomes (a snapshot lists every outcome of the game),
 * in the order the page first showed them, new markets after.
 */
export function overlayGame(game: LiveGameDetail, doc: LiveTopicDoc | null): LiveGameDetail {
  const state = doc ? doc.state : game.live;
  let markets: Market[] = game.markets;
  if (doc && doc.outcomes.size > 0) {
    const byKey = new Map<string, Market>();
    const order = game.markets.map((m) => `${m.groupId}|${m.param ?? ''}`);
    for (const o of doc.outcomes.values()) {
      const key = `${o.groupId}|${o.param ?? ''}`;
      let m = byKey.get(key);
      if (!m) {
        m = { groupId: o.groupId, param: o.param, outcomes: [] };
        byKey.set(key, m);
        if (!order.includes(key)) order.push(key);
      }
      m.outcomes.push(outcomeOf(o));
    }
    markets = order.flatMap((k) => {
      const m = byKey.get(k);
      return m ? [{ ...m, outcomes: [...m.outcomes].sort((a, b) => a.typeId - b.typeId) }] : [];
    });
  }
  markets = markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => blockedByState(o, state)) }));
  return {
    ...game,
    live: state,
    markets,
    statusId: state?.statusId ?? game.statusId,
    score: state?.score ?? game.score,
  };
}

/** A list game with its bet stop applied to the main markets. */
export function withBetStop(game: LiveGameSummary): LiveGameSummary {
  if (!game.live?.betStop) return game;
  return {
    ...game,
    mainMarkets: game.mainMarkets.map((m) => ({ ...m, outcomes: m.outcomes.map((o) => blockedByState(o, game.live)) })),
  };
}

/** A list row's main markets: bet stop applied, then only the §3 filtered market groups (null: all). */
export function rowMarkets(game: LiveGameSummary, groups: ReadonlySet<number> | null): Market[] {
  const markets = withBetStop(game).mainMarkets;
  return groups ? markets.filter((m) => groups.has(m.groupId)) : markets;
}

export interface SportGroup {
  sportId: number;
  champs: { champId: number; champName: string; games: LiveGameSummary[] }[];
  count: number;
}

/** §2 live list: by sport (in the menu's order), then championship (first kick-off first). */
export function groupLive(games: readonly LiveGameSummary[], sportOrder: readonly number[]): SportGroup[] {
  const bySport = new Map<number, SportGroup>();
  for (const g of games) {
    let s = bySport.get(g.sportId);
    if (!s) {
      s = { sportId: g.sportId, champs: [], count: 0 };
      bySport.set(g.sportId, s);
    }
    let c = s.champs.find((x) => x.champId === g.champId);
    if (!c) {
      c = { champId: g.champId, champName: g.champName, games: [] };
      s.champs.push(c);
    }
    c.games.push(g);
    s.count += 1;
  }
  const rank = (id: number) => {
    const i = sportOrder.indexOf(id);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...bySport.values()].sort((a, b) => rank(a.sportId) - rank(b.sportId) || a.sportId - b.sportId);
}

/** Live games per sport (the left menu's counts). */
export function liveCounts(games: readonly LiveGameSummary[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const g of games) counts.set(g.sportId, (counts.get(g.sportId) ?? 0) + 1);
  return counts;
}
