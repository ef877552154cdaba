import { useState } from 'react';
import { OPTIONAL_COOKIE_TYPES, type Consent, type OptionalCookieType } from '@sb/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { cookieOptions } from '../lib/cookie-options';

const isOptional = (t: string): t is OptionalCookieType => (OPTIONAL_COOKIE_TYPES as readonly string[]).includes(t);

/** Spec §3 cookie options as checkboxes in a modal (native dialog: focus, Escape, inert page). */
export function CookieSettings(props: {
  consent: Consent | null;
  onSave: (choice: OptionalCookieType[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState(() => cookieOptions(props.consent));
  const chosen = options.flatMap((o) => (o.checked && isOptional(o.type) ? [o.type] : []));
  return (
    <Dialog title={t('platform_consent_settings_title')} onClose={props.onClose} testId="consent-settings">
      <form
        className="consent-settings"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSave(chosen);
        }}
      >
        <ul className="consent-settings__list">
          {options.map((o) => (
            <li key={o.type} className="consent-settings__option">
              <label>
                <input
                  type="checkbox"
                  name={o.type}
                  checked={o.checked}
                  disabled={o.disabled}
                  aria-describedby={`consent-${o.type}-text`}
                  onChange={(e) =>
                    setOptions((list) => list.map((x) => (x.type === o.type ? { ...x, checked: e.target.checked } : x)))
                  }
                />
                <span className="consent-settings__name">{t(o.name)}</span>
                {o.disabled ? (
                  <span className="consent-settings__always">{t('platform_consent_always_on')}</span>
                ) : null}
              </label>
              <p id={`consent-${o.type}-text`} className="consent-settings__text">
                {t(o.description)}
              </p>
            </li>
          ))}
        </ul>
        <div className="consent__actions">
          <button type="submit" className="btn btn--primary">
            {t('platform_consent_save')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => props.onSave([...OPTIONAL_COOKIE_TYPES])}>
            {t('platform_consent_accept_all')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
