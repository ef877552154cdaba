import { useEffect, useRef, useState } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isMaintenanceActive, isMaintenanceNotice, MAINTENANCE_COOKIE, MAINTENANCE_PAGE } from '@sb/contracts';
import { useApp } from '../../lib/app-context';
import { maintenanceQuery } from './api';
import { MaintenanceNotice } from './components/maintenance-notice';
import { VipDomainNotice } from './components/vip-domain-notice';
import { checkBlock, checkRedirect } from './lib/checks';

const maintenanceCookie = () => new RegExp(`(?:^|;\\s*)${MAINTENANCE_COOKIE}=1(?:;|$)`).test(document.cookie);
const loggedIn = () => /(?:^|;\s*)ua=/.test(document.cookie);

/**
 * The client side of the platform services. A page loaded from the server already passed the
 * server's guard; client navigation asks the redirect and block services itself (spec §7, with the
 * §9 retries), and the maintenance config is re-read within its cache time (spec §4: to the
 * maintenance page when it starts, away when it ends).
 */
export default function PlatformHost() {
  const { initial } = useApp();
  const lng = initial.lng;
  const location = useLocation();
  const navigate = useNavigate();
  const maintenance = useQuery(maintenanceQuery).data?.groups.maintenance;
  const onMaintenancePage = location.pathname === `/${lng}/${MAINTENANCE_PAGE}`;
  const active = maintenance ? isMaintenanceActive(maintenance, Date.now(), maintenanceCookie()) : false;

  useEffect(() => {
    if (!maintenance) return;
    if (active && !onMaintenancePage) void navigate(`/${lng}/${MAINTENANCE_PAGE}`, { replace: true });
    if (!active && onMaintenancePage) void navigate(`/${lng}`, { replace: true });
  }, [maintenance, active, onMaintenancePage, lng, navigate]);

  // The first page came from the server, which already applied redirects and blocks.
  const first = useRef(true);
  const maintenanceRef = useRef(maintenance);
  maintenanceRef.current = maintenance;
  // Rules match the path; a query change alone (a filter, a tab) asks nothing.
  const searchRef = useRef(location.search);
  searchRef.current = location.search;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (onMaintenancePage) return;
    const here = `${location.pathname}${searchRef.current}`;
    let cancelled = false;
    void (async () => {
      const block = await checkBlock(lng, location.pathname, loggedIn());
      if (cancelled) return;
      if (block.kind === 'blocked') return void navigate(block.page, { replace: true });
      // Spec §8: a failed block check with the maintenance flag set marks the site as under maintenance.
      if (block.kind === 'failed' && maintenanceRef.current?.isActive) {
        return void navigate(`/${lng}/${MAINTENANCE_PAGE}`, { replace: true });
      }
      const redirect = await checkRedirect(here);
      if (!cancelled && redirect?.url) void navigate(redirect.url, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [location.pathname, lng, navigate, onMaintenancePage]);

  // Spec §6: a VIP player from a listed country signs in on the main VIP domain (once per page load).
  const [player] = useState(loggedIn);
  const vip = <VipDomainNotice loggedIn={player} />;
  if (!maintenance || !isMaintenanceNotice(maintenance, Date.now())) return vip;
  return (
    <>
      <MaintenanceNotice config={maintenance} lng={lng} />
      {vip}
    </>
  );
}
