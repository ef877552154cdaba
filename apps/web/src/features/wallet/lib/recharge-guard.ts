import { RETURN_PARAMS, safeReturnPath } from '../../../lib/return-path';

/** Query that opens the recharge modal on the page it is on (a link, or the guard's redirect). */
export const RECHARGE_MODAL_PARAM = 'showRechargeModal';

/** The guarded route: `/{lng}/office/recharge` (route id office_recharge). */
export const RECHARGE_ROUTE_ID = 'office_recharge';

export interface RechargeNavigation {
  /** `rechargeModalEnabled` of the public site config (the payments group's flag). */
  modalEnabled: boolean;
  /** A safe return_url, redirect_url or from_url is kept (see `hasAfterRegistrationRedirect`). */
  afterRegistrationRedirect: boolean;
  /**
   * Id of the route table entry the navigation leaves. Null when there is none: a direct load or
   * an external link (nothing of this app came before), or a URL no named route matches (404).
   */
  previousRouteId: string | null;
}

/**
 * Spec §4 Route guards: "Navigation to the recharge route is cancelled when the recharge modal is
 * enabled, no after-registration redirect exists, and the previous route was not a known named
 * route." When it is cancelled the recharge modal opens instead (docs/wallet.md).
 */
export function cancelsRechargeNavigation(nav: RechargeNavigation): boolean {
  return nav.modalEnabled && !nav.afterRegistrationRedirect && nav.previousRouteId === null;
}

/**
 * Spec §4 Login or logout: return-url, redirect_url and from_url values are kept for the
 * after-registration redirect — in the query (lib/return-path). One exists when the recharge URL
 * or the page the navigation leaves carries one that would be followed (a safe path of the site).
 */
export function hasAfterRegistrationRedirect(searches: readonly string[], lng: string): boolean {
  return searches.some((search) => {
    const params = new URLSearchParams(search);
    return RETURN_PARAMS.some((name) => safeReturnPath(params.get(name), lng) !== null);
  });
}

/** Whether a pathname is the recharge route of the language (a trailing slash allowed). */
export function isRechargePath(pathname: string, lng: string): boolean {
  return pathname.replace(/\/+$/, '') === `/${lng}/office/recharge`;
}

/** The same location with the modal query set (or removed), other query values kept. */
export function withRechargeModal(location: { pathname: string; search: string; hash: string }, open: boolean): string {
  const params = new URLSearchParams(location.search);
  if (open) params.set(RECHARGE_MODAL_PARAM, '1');
  else params.delete(RECHARGE_MODAL_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * A direct load of the recharge URL (server render): nothing of the app came before, so there is
 * no previous named route. When the guard cancels it, the player lands on the language home with
 * the modal open (the query of the recharge URL kept); null means render the recharge page.
 */
export function rechargeDirectLoadTarget(url: URL, lng: string, modalEnabled: boolean): string | null {
  const cancel = cancelsRechargeNavigation({
    modalEnabled,
    afterRegistrationRedirect: hasAfterRegistrationRedirect([url.search], lng),
    previousRouteId: null,
  });
  return cancel ? withRechargeModal({ pathname: `/${lng}`, search: url.search, hash: '' }, true) : null;
}
