/**
 * The site's primary sections, in the order the header shows them (spec §2 routes): the bar,
 * its "More" menu and the phone menu sheet all list exactly these.
 */
export const NAV_SECTIONS = [
  { key: 'nav_line', path: 'home/line' },
  { key: 'nav_live', path: 'home/live' },
  { key: 'nav_cyber', path: 'cyber' },
  { key: 'nav_slots', path: 'slots' },
  { key: 'nav_live_casino', path: 'casino' },
  { key: 'nav_virtualsports', path: 'virtualsports' },
  { key: 'nav_toto', path: 'toto' },
  { key: 'nav_lotto', path: 'lotto' },
  { key: 'nav_promotions', path: 'bonuses' },
  { key: 'nav_results', path: 'results' },
] as const;

export type NavSection = (typeof NAV_SECTIONS)[number];
