import { useEffect, useRef, type ChangeEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGE_NAMES, isShippedLanguage } from '@sb/i18n';
import {
  COEF_INDICATION_TYPE,
  COEF_VIEW_IDS,
  MARKETS_NAME_TYPE,
  PREFERENCE_FLAGS,
  TIME_ZONE_OPTIONS,
  formatTimeZone,
  type Preferences,
} from '@sb/preferences';
import { formatOdds, oddsFromThousandths } from '@sb/odds';
import { useApp, usePreferences } from '../../lib/app-context';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { COOKIE, writeCookie } from '../../lib/preferences-store';
import { ODDS_FORMAT_LABEL as ODDS_LABEL } from '../../lib/odds-labels';

const EXAMPLE_ODDS = oddsFromThousandths(2500);

const num = (e: ChangeEvent<HTMLSelectElement>) => Number(e.target.value);

/** §3 coefIndicationType: the select's options, each value with its label key. */
const COEF_INDICATION_OPTIONS = [
  { value: COEF_INDICATION_TYPE.arrowAndColour, label: 'settings_coef_indication_arrow' },
  { value: COEF_INDICATION_TYPE.colourOnly, label: 'settings_coef_indication_colour' },
  { value: COEF_INDICATION_TYPE.none, label: 'settings_coef_indication_none' },
] as const;

/** §3 marketsNameType: full or short market names. */
const MARKETS_NAME_OPTIONS = [
  { value: MARKETS_NAME_TYPE.full, label: 'settings_markets_name_full' },
  { value: MARKETS_NAME_TYPE.short, label: 'settings_markets_name_short' },
] as const;

export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const { config } = useSiteConfig();
  const [prefs, store] = usePreferences();
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('select, input, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const allowedOdds = COEF_VIEW_IDS.filter((id) => config?.coefFormats.allowed.includes(id) ?? true);

  const changeLanguage = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value;
    writeCookie(COOKIE.language, next);
    const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
    // A full load: the server renders the new dictionary, direction and SEO on the first byte.
    window.location.assign(`/${next}${rest}${search}`);
  };

  const select = <K extends keyof Omit<Preferences, 'flags'>>(key: K, value: Preferences[K]) =>
    store.set({ [key]: value });

  return (
    <div
      id="settings-panel"
      ref={panel}
      className="settings"
      role="dialog"
      aria-modal="false"
      aria-labelledby="settings-title"
      data-testid="settings-panel"
    >
      <div className="settings__head">
        <h2 id="settings-title">{t('settings_title')}</h2>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('shell_close')}
        </button>
      </div>
      <div className="settings__grid">
        <label>
          {t('settings_language')}
          <select name="language" value={initial.lng} onChange={changeLanguage}>
            {initial.languages.map((l) => (
              <option key={l} value={l}>
                {isShippedLanguage(l) ? LANGUAGE_NAMES[l] : l}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('settings_theme')}
          <select name="theme" value={prefs.appTheme} onChange={(e) => select('appTheme', num(e) === 1 ? 1 : 0)}>
            <option value={0}>{t('settings_theme_light')}</option>
            <option value={1}>{t('settings_theme_dark')}</option>
          </select>
        </label>
        <label>
          {t('settings_time_zone')}
          <select name="timeZone" value={prefs.timeZone} onChange={(e) => select('timeZone', num(e))}>
            {TIME_ZONE_OPTIONS.map((z) => (
              <option key={z} value={z}>
                {formatTimeZone(z)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('settings_clock')}
          <select name="clock" value={prefs.is12h ? 1 : 0} onChange={(e) => select('is12h', num(e) === 1)}>
            <option value={0}>{t('settings_clock_24h')}</option>
            <option value={1}>{t('settings_clock_12h')}</option>
          </select>
        </label>
        <label>
          {t('settings_odds_format')}
          <select
            name="oddsFormat"
            value={prefs.coefViewId}
            onChange={(e) => {
              const id = allowedOdds.find((x) => x === num(e));
              if (id !== undefined) select('coefViewId', id);
            }}
          >
            {allowedOdds.map((id) => (
              <option key={id} value={id}>
                {t(ODDS_LABEL[id] as 'odds_decimal')}
              </option>
            ))}
          </select>
          <span className="settings__hint" data-testid="odds-example">
            {EXAMPLE_ODDS ? t('settings_odds_example', { value: formatOdds(EXAMPLE_ODDS, prefs.coefViewId) }) : null}
          </span>
        </label>
        <label>
          {t('settings_view')}
          <select name="view" value={prefs.appViewType} onChange={(e) => select('appViewType', num(e) === 1 ? 1 : 0)}>
            <option value={0}>{t('settings_view_european')}</option>
            <option value={1}>{t('settings_view_asian')}</option>
          </select>
        </label>
        <label>
          {t('settings_font_size')}
          <select
            name="fontSize"
            value={prefs.appFontSize}
            onChange={(e) => {
              const v = num(e);
              select('appFontSize', v === 2 ? 2 : v === 1 ? 1 : 0);
            }}
          >
            <option value={0}>{t('settings_font_normal')}</option>
            <option value={1}>{t('settings_font_large')}</option>
            <option value={2}>{t('settings_font_larger')}</option>
          </select>
        </label>
        <label>
          {t('settings_coef_indication')}
          <select
            name="coefIndicationType"
            value={prefs.coefIndicationType}
            onChange={(e) => {
              const found = COEF_INDICATION_OPTIONS.find((o) => o.value === num(e));
              if (found) select('coefIndicationType', found.value);
            }}
          >
            {COEF_INDICATION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('settings_markets_name')}
          <select
            name="marketsNameType"
            value={prefs.marketsNameType}
            onChange={(e) => {
              const found = MARKETS_NAME_OPTIONS.find((o) => o.value === num(e));
              if (found) select('marketsNameType', found.value);
            }}
          >
            {MARKETS_NAME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="settings__check">
          <input
            type="checkbox"
            name="visuallyImpairedMode"
            checked={prefs.visuallyImpairedMode}
            onChange={(e) => select('visuallyImpairedMode', e.target.checked)}
          />
          {t('settings_visually_impaired')}
        </label>
      </div>
      <fieldset className="settings__flags">
        <legend>{t('settings_flags')}</legend>
        {PREFERENCE_FLAGS.map((flag) => (
          <label key={flag} className="settings__check">
            <input
              type="checkbox"
              name={flag}
              checked={prefs.flags[flag]}
              onChange={(e) => store.setFlag(flag, e.target.checked)}
            />
            {t(`flag_${flag}`)}
          </label>
        ))}
      </fieldset>
      <p className="settings__hint">{t('settings_saved')}</p>
    </div>
  );
}
