import type { HeaderDictionary } from './en';

const headerPt: HeaderDictionary = {
  header_more: 'Mais',
  header_more_label: 'Mais secções',
  header_menu: 'Menu',
  header_menu_title: 'Todas as secções',
  header_account_menu: 'Menu da conta',
  header_office: 'Área pessoal',
  header_hide_balance: 'Ocultar saldo',
  header_show_balance: 'Mostrar saldo',
  header_bottom_navigation: 'Navegação rápida',
  header_bet_slip: 'Boletim',
  header_scroll_top: 'Voltar ao topo',
  search_open: 'Pesquisar',
  search_label: 'Pesquisar equipas, jogos e campeonatos',
  search_placeholder: 'Equipa, jogo ou campeonato',
  search_nothing: 'Nada encontrado para «{{q}}». Verifique a ortografia ou explore os desportos.',
  search_min_chars: 'Escreva pelo menos {{n}} letras',
  search_games: 'Jogos',
  search_teams: 'Equipas',
  search_champs: 'Campeonatos',
  search_close: 'Fechar pesquisa',
  search_browse: 'Todos os desportos',
};

export default headerPt;
