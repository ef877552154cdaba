import { CaptchaHost } from '../../components/ui/captcha-host';
import { RecoveryModalTrigger } from '../../features/auth/recovery-modal-trigger';
import { SessionKeeper } from '../../features/session/session-keeper';
import { RgKeeper } from '../../features/responsible/rg-keeper';
import Overlays from '../../features/session/overlays';
import { ReferralTagKeeper } from '../../features/referrals/referral-tag-keeper';
import { lazy } from 'react';

// Issue 18: cookie consent (and the analytics it gates), and the client side of maintenance, redirects and blocks.
const ConsentHost = lazy(() => import('../../features/consent/consent-host'));
const PlatformHost = lazy(() => import('../../features/platform/platform-host'));
// Spec §9 notification centre, app version check and the §8 ad-blocker notice.
const AppNotices = lazy(() => import('../notices/app-notices'));

/**
 * Hosts that render nothing on the server and nothing until something happens: one chunk the
 * shell mounts after hydration, so none of it is in the JS a page downloads and runs before it
 * is interactive.
 */
export default function AfterHydration() {
  return (
    <>
      {/* Spec §2: ?showForgotPasswordModal=1 on any page; spec §8: the captcha challenge. */}
      <RecoveryModalTrigger />
      <CaptchaHost />
      <SessionKeeper />
      <RgKeeper />
      {/* Age confirmation, registration reminder and welcome modals. */}
      <Overlays />
      <ConsentHost />
      <PlatformHost />
      <AppNotices />
      {/* Spec §4 referral-tag step of client-side navigations (the server did the page load's). */}
      <ReferralTagKeeper />
    </>
  );
}
