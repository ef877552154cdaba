import { CaptchaHost } from '../../components/ui/captcha-host';
import { RecoveryModalTrigger } from '../../features/auth/recovery-modal-trigger';
import { SessionKeeper } from '../../features/session/session-keeper';
import { RgKeeper } from '../../features/responsible/rg-keeper';
import { RechargeModalHost } from '../../features/wallet/recharge-modal-host';
import Overlays from '../../features/session/overlays';

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
      {/* Spec §4: the recharge modal and its route guard (when the site config enables it). */}
      <RechargeModalHost />
      {/* Age confirmation, registration reminder and welcome modals. */}
      <Overlays />
    </>
  );
}
