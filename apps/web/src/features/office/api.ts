import { queryOptions } from '@tanstack/react-query';
import { OFFICE_DASHBOARD_PATH, OFFICE_MENU_PATH, officeDashboardSchema, officeMenuAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../lib/api-client';

/** Query keys of the office: a key factory, never string keys. */
export const officeKeys = {
  all: ['office'] as const,
  menu: ['office', 'menu'] as const,
  dashboard: ['office', 'dashboard'] as const,
};

/** The menu's badges (open bets, verification) may lag a minute; its sections change rarely. */
const MENU_STALE_MS = 60_000;

/** Spec §7 getOfficeMenu: the §3 office menu user data and the sections the player can open. */
export const officeMenuQuery = queryOptions({
  queryKey: officeKeys.menu,
  queryFn: () => getParsed(officeMenuAnswerSchema, OFFICE_MENU_PATH, { auth: true }),
  staleTime: MENU_STALE_MS,
  // The client already retries a 401 once with a fresh token.
  retry: false,
});

/**
 * The office front page: balances, open bets, verification, limits, bonus account. Stale at once:
 * each visit shows the cached answer and asks again, so a bet or a limit just set is there.
 */
export const officeDashboardQuery = queryOptions({
  queryKey: officeKeys.dashboard,
  queryFn: () => getParsed(officeDashboardSchema, OFFICE_DASHBOARD_PATH, { auth: true }),
  retry: false,
});
