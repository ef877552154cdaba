import { useEffect, useState } from 'react';
import { OPTIONAL_COOKIE_TYPES, type OptionalCookieType } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { OPEN_CONSENT_SETTINGS } from '../lib/consent';
import { useConsent } from '../lib/use-consent';
import { CookieSettings } from './cookie-settings';

/**
 * Spec §4 cookie consent: new visitors choose all, none (necessary only) or their own types. A
 * non-modal region at the foot of the page: it never covers the content's focus order, and
 * every control is a real button reachable by keyboard.
 */
export default function CookieBanner(props: {
  onChoose: (choice: OptionalCookieType[]) => void;
  /** Mounted because the settings were asked for (the cookies page, the footer). */
  openSettings: boolean;
}) {
  const { onChoose } = props;
  const { t } = useTranslation();
  const consent = useConsent();
  const [settings, setSettings] = useState(props.openSettings);
  useEffect(() => {
    const open = () => setSettings(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, open);
  }, []);
  const choose = (choice: OptionalCookieType[]) => {
    setSettings(false);
    onChoose(choice);
  };
  return (
    <>
      {consent === null ? (
        <section className="consent" aria-labelledby="consent-title" data-testid="consent-banner">
          <div className="consent__body">
            <h2 id="consent-title" className="consent__title">
              {t('platform_consent_title')}
            </h2>
            <p className="consent__text">{t('platform_consent_text')}</p>
          </div>
          <div className="consent__actions">
            <button type="button" className="btn btn--primary" onClick={() => choose([...OPTIONAL_COOKIE_TYPES])}>
              {t('platform_consent_accept_all')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => choose([])}>
              {t('platform_consent_reject')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setSettings(true)}>
              {t('platform_consent_settings')}
            </button>
          </div>
        </section>
      ) : null}
      {settings ? <CookieSettings consent={consent} onSave={choose} onClose={() => setSettings(false)} /> : null}
    </>
  );
}
