import { useEffect } from 'react';
import { useBlocker, useLocation, useMatches, useNavigate, type UIMatch } from 'react-router';
import { useApp } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { HydratedOnly } from '../../components/ui/hydrated-only';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import {
  cancelsRechargeNavigation,
  hasAfterRegistrationRedirect,
  isRechargePath,
  RECHARGE_MODAL_PARAM,
  withRechargeModal,
} from './lib/recharge-guard';

const RechargeModal = lazyWithReload(() => import('./recharge-modal'));

/** The id of the named route (route table entry) on screen; null on a 404 of an unknown URL. */
function namedRouteId(matches: readonly UIMatch[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = (matches[i]?.handle as { entry?: { id: string } } | undefined)?.entry?.id;
    if (id) return id;
  }
  return null;
}

/**
 * Spec §4 route guard for client navigation: a navigation to office/recharge is cancelled (the
 * page stays, history unchanged) and the modal opens instead. Mounted only while the flag is on,
 * so no blocker is registered otherwise (React Router honours one blocker at a time).
 */
function RechargeGuard() {
  const { initial } = useApp();
  const matches = useMatches();
  const navigate = useNavigate();
  const location = useLocation();
  const previousRouteId = namedRouteId(matches);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isRechargePath(nextLocation.pathname, initial.lng) &&
      cancelsRechargeNavigation({
        modalEnabled: true,
        afterRegistrationRedirect: hasAfterRegistrationRedirect(
          [nextLocation.search, currentLocation.search],
          initial.lng,
        ),
        previousRouteId,
      }),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    // The page stays; only its query gains the modal (replace: no history entry of its own).
    const open = () => void navigate(withRechargeModal(location, true), { replace: true });
    if (window.location.pathname + window.location.search === location.pathname + location.search) {
      open();
      return;
    }
    // A cancelled back/forward: React Router is still putting the URL back (history.go), and a
    // replace now would land on the entry being left. Replace once the URL is back. No cleanup:
    // reset() re-runs this effect before that popstate arrives.
    window.addEventListener('popstate', open, { once: true });
  }, [blocker, navigate, location]);
  return null;
}

/**
 * The recharge modal of a logged-in player when the site config enables it: opened by
 * ?showRechargeModal=1 (the header's deposit entry, the guard, the guard's redirect of a direct
 * load), closed by removing the query.
 */
function Host() {
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();
  if (!initial.authenticated || !config?.rechargeModalEnabled) return null;
  const open = new URLSearchParams(location.search).get(RECHARGE_MODAL_PARAM) === '1';
  return (
    <>
      <RechargeGuard />
      {open ? (
        <RechargeModal onClose={() => void navigate(withRechargeModal(location, false), { replace: true })} />
      ) : null}
    </>
  );
}

export function RechargeModalHost() {
  return (
    <HydratedOnly fallback={null}>
      <Host />
    </HydratedOnly>
  );
}
