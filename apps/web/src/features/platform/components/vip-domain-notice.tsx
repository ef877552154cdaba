import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { mainVipDomainTarget, onMainVipDomain } from '../lib/vip-domain';

/**
 * Spec §6 "VIP main-domain authentication may be required by geo": once per page load a logged-in
 * player asks block/light (spec §7, mainVipDomainAuthNeed=1); a VIP player from a country the
 * operator lists is told to sign in on the main VIP domain and sent to the same page there. It
 * cannot be dismissed: the site may not be used here by that player.
 */
export function VipDomainNotice({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let cancelled = false;
    void mainVipDomainTarget().then((url) => {
      if (!cancelled) setTarget(url);
    });
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);
  if (!target) return null;
  const host = new URL(target).host;
  return (
    <Dialog title={t('platform_vip_domain_title')} onClose={() => undefined} testId="vip-domain-notice" alert>
      <p>{t('platform_vip_domain_text', { host })}</p>
      <div className="dialog__actions">
        <a className="btn btn--primary" href={onMainVipDomain(target, location)} data-testid="vip-domain-go">
          {t('platform_vip_domain_go', { host })}
        </a>
      </div>
    </Dialog>
  );
}
