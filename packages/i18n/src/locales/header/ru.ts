import type { HeaderDictionary } from './en';

const headerRu: HeaderDictionary = {
  header_more: 'Ещё',
  header_more_label: 'Другие разделы',
  header_menu: 'Меню',
  header_menu_title: 'Все разделы',
  header_account_menu: 'Меню аккаунта',
  header_office: 'Личный кабинет',
  header_hide_balance: 'Скрыть баланс',
  header_show_balance: 'Показать баланс',
  header_bottom_navigation: 'Быстрая навигация',
  header_bet_slip: 'Купон',
  header_scroll_top: 'Наверх',
  search_open: 'Поиск',
  search_label: 'Поиск команд, матчей и чемпионатов',
  search_placeholder: 'Команда, матч или чемпионат',
  search_nothing: 'По запросу «{{q}}» ничего не найдено. Проверьте написание или откройте список видов спорта.',
  search_min_chars: 'Введите не меньше {{n}} букв',
  search_games: 'Матчи',
  search_teams: 'Команды',
  search_champs: 'Чемпионаты',
  search_close: 'Закрыть поиск',
  search_browse: 'Все виды спорта',
};

export default headerRu;
