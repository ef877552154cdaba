import type { Champ, Sport } from '@sb/contracts';

/**
 * Spec §2 pageType values with a content of their own on the line's root (`{pageType}/line`).
 * The spec names them only; what each shows follows the 1xBet-family sites they come from:
 * - topgame: "Top games", the line's top events (the catalog's top call) and the accumulator of
 *   the day;
 * - betsonyour: "Bets on your country", the championships of the visitor's country (the site
 *   config's geo country, spec §9 fallback 'ru');
 * - marble: the long-term board (spec §9 fake sport 2999: outrights and specials). The simulated
 *   feed has no marble races, so the page type shows the long-running markets it does have.
 * Deeper paths (`{pageType}/line/sports/{sport}/…`) are the ordinary betting tree.
 */
export const PAGE_TYPE_VIEWS = { topgame: 'top', betsonyour: 'country', marble: 'longTerm' } as const;
export type PageTypeView = (typeof PAGE_TYPE_VIEWS)[keyof typeof PAGE_TYPE_VIEWS];

export function pageTypeViewOf(pageType: string | undefined): PageTypeView | null {
  if (pageType === 'topgame' || pageType === 'betsonyour' || pageType === 'marble') return PAGE_TYPE_VIEWS[pageType];
  return null;
}

/** The title key of a page type's own page. */
export const PAGE_TYPE_TITLE: Readonly<Record<PageTypeView, string>> = {
  top: 'linenav_topgame_title',
  country: 'linenav_betsonyour_title',
  longTerm: 'linenav_marble_title',
};

/**
 * "Bets on your country": the championships whose country is the visitor's (codes compared
 * case-insensitively: the config keeps lower case, the catalog ISO upper case); sports without
 * one drop out, sports keep the catalog's order.
 */
export function champsOfCountry(
  champsBySport: readonly { sport: Sport; champs: readonly Champ[] }[],
  countryCode: string | null | undefined,
): { sport: Sport; champs: Champ[] }[] {
  const code = countryCode?.toUpperCase();
  if (!code) return [];
  return champsBySport
    .map(({ sport, champs }) => ({ sport, champs: champs.filter((c) => c.countryCode?.toUpperCase() === code) }))
    .filter((s) => s.champs.length > 0);
}
