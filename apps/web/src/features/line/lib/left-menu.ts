/**
 * Spec §2 Navigation menus, "Left menu: stats, results, bet history". Bet history lives in the
 * office (office/history) and needs a login (spec §6): a visitor is sent to the login page, which
 * returns to the history afterwards.
 */
export interface LeftMenuTool {
  id: 'stats' | 'results' | 'history';
  labelKey: string;
  href: string;
}

export function leftMenuTools(authenticated: boolean, lng: string): LeftMenuTool[] {
  const history = `/${lng}/office/history`;
  return [
    { id: 'stats', labelKey: 'linenav_menu_stats', href: `/${lng}/statistic` },
    { id: 'results', labelKey: 'linenav_menu_results', href: `/${lng}/results` },
    authenticated
      ? { id: 'history', labelKey: 'linenav_menu_history', href: history }
      : {
          id: 'history',
          labelKey: 'linenav_menu_history_login',
          href: `/${lng}/login?return_url=${encodeURIComponent(history)}`,
        },
  ];
}
