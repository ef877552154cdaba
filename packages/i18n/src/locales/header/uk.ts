import type { HeaderDictionary } from './en';

const headerUk: HeaderDictionary = {
  header_more: 'Ще',
  header_more_label: 'Інші розділи',
  header_menu: 'Меню',
  header_menu_title: 'Усі розділи',
  header_account_menu: 'Меню акаунта',
  header_office: 'Особистий кабінет',
  header_hide_balance: 'Приховати баланс',
  header_show_balance: 'Показати баланс',
  header_bottom_navigation: 'Швидка навігація',
  header_bet_slip: 'Купон',
  header_scroll_top: 'Нагору',
  search_open: 'Пошук',
  search_label: 'Пошук команд, матчів і чемпіонатів',
  search_placeholder: 'Команда, матч або чемпіонат',
  search_nothing: 'За запитом «{{q}}» нічого не знайдено. Перевірте написання або перегляньте види спорту.',
  search_min_chars: 'Введіть щонайменше {{n}} літери',
  search_games: 'Матчі',
  search_teams: 'Команди',
  search_champs: 'Чемпіонати',
  search_close: 'Закрити пошук',
  search_browse: 'Усі види спорту',
};

export default headerUk;
