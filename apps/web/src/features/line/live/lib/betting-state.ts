import { SPORT_IDS } from '@sb/contracts/line-ids';
import { createLocalStore, useLocalStore } from './local-store';

/**
 * Spec §3 Betting state: currentBettingType (default live), group by categories, cyber filter,
 * wide scoreboard, upcoming events, only with videos, filtered markets (comma list). Kept in
 * localStorage (the player's choice on this device, as the preference flags of the toolbar).
 */
export const BETTING_TYPES = ['live', 'line'] as const;
export type BettingType = (typeof BETTING_TYPES)[number];
/** all games, esports only, no esports. */
export const CYBER_FILTERS = ['all', 'only', 'none'] as const;
export type CyberFilter = (typeof CYBER_FILTERS)[number];

export interface BettingState {
  currentBettingType: BettingType;
  groupByCategories: boolean;
  cyberFilter: CyberFilter;
  wideScoreboard: boolean;
  upcomingEvents: boolean;
  onlyWithVideos: boolean;
  /** Market group ids to show in list rows, as the spec's comma list ("1,4"); empty: all. */
  filteredMarkets: string;
}

export const DEFAULT_BETTING_STATE: BettingState = {
  currentBettingType: 'live',
  groupByCategories: true,
  cyberFilter: 'all',
  wideScoreboard: false,
  upcomingEvents: true,
  onlyWithVideos: false,
  filteredMarkets: '',
};

export const BETTING_STATE_KEY = 'sb.betting.state';

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** A comma list of positive integers, deduplicated, in the order given; anything else is dropped. */
export function normalizeMarketList(text: string): string {
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,5}$/.test(s));
  return [...new Set(ids)].join(',');
}

export function marketFilterOf(state: Pick<BettingState, 'filteredMarkets'>): ReadonlySet<number> | null {
  const list = normalizeMarketList(state.filteredMarkets);
  return list ? new Set(list.split(',').map(Number)) : null;
}

/** A stored value, field by field: a wrong or missing field takes its default. */
export function parseBettingState(raw: unknown): BettingState {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_BETTING_STATE;
  const r = raw as Record<string, unknown>;
  const bool = (k: keyof BettingState): boolean =>
    typeof r[k] === 'boolean' ? (r[k] as boolean) : (DEFAULT_BETTING_STATE[k] as boolean);
  return {
    currentBettingType: isOneOf(BETTING_TYPES, r['currentBettingType'])
      ? r['currentBettingType']
      : DEFAULT_BETTING_STATE.currentBettingType,
    groupByCategories: bool('groupByCategories'),
    cyberFilter: isOneOf(CYBER_FILTERS, r['cyberFilter']) ? r['cyberFilter'] : DEFAULT_BETTING_STATE.cyberFilter,
    wideScoreboard: bool('wideScoreboard'),
    upcomingEvents: bool('upcomingEvents'),
    onlyWithVideos: bool('onlyWithVideos'),
    filteredMarkets: typeof r['filteredMarkets'] === 'string' ? normalizeMarketList(r['filteredMarkets']) : '',
  };
}

export const ESPORT_SPORT_IDS: ReadonlySet<number> = new Set([SPORT_IDS.cs2, SPORT_IDS.dota2, SPORT_IDS.lol]);

/** §3 cyber filter and only-with-videos over a list of games. `hasVideo` says which game has a stream. */
export function filterGames<G extends { sportId: number; id: number }>(
  games: readonly G[],
  state: Pick<BettingState, 'cyberFilter' | 'onlyWithVideos'>,
  hasVideo: (game: G) => boolean,
): G[] {
  return games.filter((g) => {
    const esport = ESPORT_SPORT_IDS.has(g.sportId);
    if (state.cyberFilter === 'only' && !esport) return false;
    if (state.cyberFilter === 'none' && esport) return false;
    return !state.onlyWithVideos || hasVideo(g);
  });
}

export const bettingStateStore = createLocalStore(BETTING_STATE_KEY, parseBettingState, DEFAULT_BETTING_STATE);

export function useBettingState(): [BettingState, (patch: Partial<BettingState>) => void] {
  const state = useLocalStore(bettingStateStore, DEFAULT_BETTING_STATE);
  return [state, (patch) => bettingStateStore.set(parseBettingState({ ...bettingStateStore.get(), ...patch }))];
}
