import type { HeaderDictionary } from './en';

const headerTr: HeaderDictionary = {
  header_more: 'Daha fazla',
  header_more_label: 'Diğer bölümler',
  header_menu: 'Menü',
  header_menu_title: 'Tüm bölümler',
  header_account_menu: 'Hesap menüsü',
  header_office: 'Kişisel hesap',
  header_hide_balance: 'Bakiyeyi gizle',
  header_show_balance: 'Bakiyeyi göster',
  header_bottom_navigation: 'Hızlı gezinme',
  header_bet_slip: 'Kupon',
  header_scroll_top: 'Başa dön',
  search_open: 'Ara',
  search_label: 'Takım, maç ve turnuva ara',
  search_placeholder: 'Takım, maç veya turnuva',
  search_nothing: '“{{q}}” için sonuç bulunamadı. Yazımı kontrol edin veya sporlara göz atın.',
  search_min_chars: 'En az {{n}} harf yazın',
  search_games: 'Maçlar',
  search_teams: 'Takımlar',
  search_champs: 'Turnuvalar',
  search_close: 'Aramayı kapat',
  search_browse: 'Tüm sporlar',
};

export default headerTr;
