import type { HeaderDictionary } from './en';

const headerDe: HeaderDictionary = {
  header_more: 'Mehr',
  header_more_label: 'Weitere Bereiche',
  header_menu: 'Menü',
  header_menu_title: 'Alle Bereiche',
  header_account_menu: 'Kontomenü',
  header_office: 'Persönlicher Bereich',
  header_hide_balance: 'Guthaben ausblenden',
  header_show_balance: 'Guthaben anzeigen',
  header_bottom_navigation: 'Schnellnavigation',
  header_bet_slip: 'Wettschein',
  header_scroll_top: 'Nach oben',
  search_open: 'Suche',
  search_label: 'Teams, Spiele und Wettbewerbe suchen',
  search_placeholder: 'Team, Spiel oder Wettbewerb',
  search_nothing: 'Nichts gefunden für „{{q}}“. Prüfen Sie die Schreibweise oder stöbern Sie in den Sportarten.',
  search_min_chars: 'Mindestens {{n}} Buchstaben eingeben',
  search_games: 'Spiele',
  search_teams: 'Teams',
  search_champs: 'Wettbewerbe',
  search_close: 'Suche schließen',
  search_browse: 'Alle Sportarten',
};

export default headerDe;
