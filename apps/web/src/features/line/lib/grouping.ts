import type { Champ, GameSummary, Market } from '@sb/contracts';
import { MARKET_GROUP } from '@sb/contracts/line-ids';

export interface CountryGroup {
  /** ISO 3166 alpha-2, or null for international championships. */
  countryCode: string | null;
  countryName: string;
  champs: Champ[];
}

/** Intl objects per language: building one costs far more than using it (lists call these per row). */
const regionNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();
function collatorOf(lng: string): Intl.Collator {
  let collator = collators.get(lng);
  if (!collator) {
    collator = new Intl.Collator(lng);
    collators.set(lng, collator);
  }
  return collator;
}

/** A country's name in the page language (Intl.DisplayNames), the code itself if unknown. */
export function countryNameOf(code: string, lng: string): string {
  try {
    let names = regionNames.get(lng);
    if (!names) {
      names = new Intl.DisplayNames([lng], { type: 'region' });
      regionNames.set(lng, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * Spec §3 "group by country": championships under their country, international ones first,
 * countries in the page language's alphabetical order, top championships first inside a country.
 */
export function groupChampsByCountry(champs: readonly Champ[], lng: string, internationalName: string): CountryGroup[] {
  const byCode = new Map<string | null, Champ[]>();
  for (const c of champs) {
    const list = byCode.get(c.countryCode) ?? [];
    list.push(c);
    byCode.set(c.countryCode, list);
  }
  const collator = collatorOf(lng);
  const groups = [...byCode.entries()].map(([code, list]): CountryGroup => ({
    countryCode: code,
    countryName: code === null ? internationalName : countryNameOf(code, lng),
    champs: sortChamps(list, lng),
  }));
  return groups.sort((a, b) =>
    a.countryCode === null ? -1 : b.countryCode === null ? 1 : collator.compare(a.countryName, b.countryName),
  );
}

export function sortChamps(champs: readonly Champ[], lng: string): Champ[] {
  const collator = collatorOf(lng);
  return [...champs].sort((a, b) => Number(b.isTop) - Number(a.isTop) || collator.compare(a.name, b.name));
}

/** Spec §3 "best matches on top": top games first, then by kick-off; otherwise by kick-off only. */
export function sortGames<T extends Pick<GameSummary, 'isTop' | 'startAt' | 'id'>>(
  games: readonly T[],
  bestFirst: boolean,
): T[] {
  return [...games].sort(
    (a, b) => (bestFirst ? Number(b.isTop) - Number(a.isTop) : 0) || a.startAt - b.startAt || a.id - b.id,
  );
}

/**
 * Issue 13 bug 6: with "best matches on top" a list is two labelled parts, the best matches and
 * then the rest, each by kick-off, so the order never looks random. Off: one part by kick-off.
 */
export function splitBestMatches<T extends Pick<GameSummary, 'isTop' | 'startAt' | 'id'>>(
  games: readonly T[],
  bestFirst: boolean,
): { best: T[]; rest: T[] } {
  const byDate = sortGames(games, false);
  if (!bestFirst) return { best: [], rest: byDate };
  return { best: byDate.filter((g) => g.isTop), rest: byDate.filter((g) => !g.isTop) };
}

export interface ListColumn {
  groupId: number;
  /** Outcome types of the column, in order; a missing one shows an empty cell. */
  typeIds: readonly number[];
}

const RESULT_3: ListColumn = { groupId: MARKET_GROUP.result, typeIds: [1, 2, 3] };
const WINNER_2: ListColumn = { groupId: MARKET_GROUP.winner, typeIds: [23, 24] };
const HANDICAP: ListColumn = { groupId: MARKET_GROUP.handicap, typeIds: [7, 8] };
const TOTAL: ListColumn = { groupId: MARKET_GROUP.total, typeIds: [9, 10] };

/**
 * Columns of a games list. European view: the match result first, then total; Asian view
 * (spec §3 appViewType 1): handicap and total lead, the result follows.
 */
export function listColumns(games: readonly Pick<GameSummary, 'mainMarkets'>[], asian: boolean): ListColumn[] {
  const has = (groupId: number) => games.some((g) => g.mainMarkets.some((m) => m.groupId === groupId));
  const result = has(MARKET_GROUP.result) ? RESULT_3 : has(MARKET_GROUP.winner) ? WINNER_2 : null;
  const cols = asian ? [HANDICAP, TOTAL, result] : [result, HANDICAP, TOTAL];
  return cols.filter((c): c is ListColumn => c !== null && has(c.groupId));
}

/** The market of a row for a column (the main line of the group). */
export function marketOf(markets: readonly Market[], groupId: number): Market | undefined {
  return markets.find((m) => m.groupId === groupId);
}

/**
 * What a row shows in a column: a list can mix sports (top events), so a game without a match
 * result shows its two-way winner in the result column (1 and 2, no draw).
 */
export function cellsOf(
  markets: readonly Market[],
  col: ListColumn,
): { market: Market | undefined; typeIds: readonly (number | null)[] } {
  const own = marketOf(markets, col.groupId);
  if (own || col.groupId !== MARKET_GROUP.result) return { market: own, typeIds: col.typeIds };
  const winner = marketOf(markets, MARKET_GROUP.winner);
  return winner ? { market: winner, typeIds: [23, null, 24] } : { market: undefined, typeIds: col.typeIds };
}

/** A game page's markets in blocks by group, groups in id order, lines in ascending order. */
export function groupMarkets(markets: readonly Market[]): { groupId: number; markets: Market[] }[] {
  const byGroup = new Map<number, Market[]>();
  for (const m of markets) byGroup.set(m.groupId, [...(byGroup.get(m.groupId) ?? []), m]);
  return [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupId, list]) => ({ groupId, markets: list.sort((a, b) => (a.param ?? 0) - (b.param ?? 0)) }));
}

/** Spec §3 user config disallow_line_sport: those sports are hidden. */
export function visibleSports<T extends { id: number }>(sports: readonly T[], disallowed: readonly number[]): T[] {
  const hidden = new Set(disallowed);
  return sports.filter((s) => !hidden.has(s.id));
}
