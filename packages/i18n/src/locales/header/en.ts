/** Keys of the header namespace: header bar, More menu, bottom navigation, global search. */
const headerEn = {
  header_more: 'More',
  header_more_label: 'More sections',
  header_menu: 'Menu',
  header_menu_title: 'All sections',
  header_account_menu: 'Account menu',
  header_office: 'Personal account',
  header_hide_balance: 'Hide balance',
  header_show_balance: 'Show balance',
  header_bottom_navigation: 'Quick navigation',
  header_bet_slip: 'Bet slip',
  header_scroll_top: 'Back to top',
  search_open: 'Search',
  search_label: 'Search teams, matches and championships',
  search_placeholder: 'Team, match or championship',
  search_nothing: 'Nothing found for “{{q}}”. Check the spelling or browse the sports.',
  search_min_chars: 'Type at least {{n}} letters',
  search_games: 'Matches',
  search_teams: 'Teams',
  search_champs: 'Championships',
  search_close: 'Close search',
  search_browse: 'Browse all sports',
};

export type HeaderDictionary = Record<keyof typeof headerEn, string>;

export default headerEn;
