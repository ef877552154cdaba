import type { HeaderDictionary } from './en';

const headerEs: HeaderDictionary = {
  header_more: 'Más',
  header_more_label: 'Más secciones',
  header_menu: 'Menú',
  header_menu_title: 'Todas las secciones',
  header_account_menu: 'Menú de la cuenta',
  header_office: 'Área personal',
  header_hide_balance: 'Ocultar saldo',
  header_show_balance: 'Mostrar saldo',
  header_bottom_navigation: 'Navegación rápida',
  header_bet_slip: 'Cupón',
  header_scroll_top: 'Volver arriba',
  search_open: 'Buscar',
  search_label: 'Buscar equipos, partidos y campeonatos',
  search_placeholder: 'Equipo, partido o campeonato',
  search_nothing: 'No se encontró nada para «{{q}}». Revisa la ortografía o explora los deportes.',
  search_min_chars: 'Escribe al menos {{n}} letras',
  search_games: 'Partidos',
  search_teams: 'Equipos',
  search_champs: 'Campeonatos',
  search_close: 'Cerrar búsqueda',
  search_browse: 'Todos los deportes',
};

export default headerEs;
