import { sortedSportIds } from '@sb/contracts';

export type SportSection = 'line' | 'live';
export interface DisallowedLists {
  line: readonly number[];
  live: readonly number[];
}

/**
 * Spec §7 save disallowed sports (line, live): showing or hiding one sport in one section gives
 * the next lists to send, sorted and each id once as the §3 user config keeps them.
 */
export function toggleSport(
  lists: DisallowedLists,
  section: SportSection,
  sportId: number,
  show: boolean,
): DisallowedLists {
  const current = lists[section];
  const next = show ? current.filter((id) => id !== sportId) : [...current, sportId];
  return { ...lists, [section]: sortedSportIds(next) };
}

export const isShown = (lists: DisallowedLists, section: SportSection, sportId: number): boolean =>
  !lists[section].includes(sportId);
