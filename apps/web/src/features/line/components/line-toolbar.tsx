import { useTranslation } from '../../../lib/i18n';
import { COEF_VIEW_IDS, isCoefViewId } from '@sb/odds';
import { APP_VIEW_TYPE } from '@sb/preferences';
import { usePreferences } from '../../../lib/app-context';
import { ODDS_FORMAT_LABEL as ODDS_LABEL } from '../../../lib/odds-labels';

/** Odds format (spec §3 coefViewId, only the allowed ids), line view and compact view. */
export function LineToolbar() {
  const { t } = useTranslation();
  const [prefs, store] = usePreferences();
  return (
    <div className="line-toolbar">
      <label>
        <span>{t('settings_odds_format')}</span>
        <select
          value={prefs.coefViewId}
          data-testid="odds-format"
          onChange={(e) => {
            const id = Number(e.target.value);
            if (isCoefViewId(id)) store.set({ coefViewId: id });
          }}
        >
          {COEF_VIEW_IDS.map((id) => (
            <option key={id} value={id}>
              {t(ODDS_LABEL[id])}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('settings_view')}</span>
        <select
          value={prefs.appViewType}
          data-testid="line-view"
          onChange={(e) => store.set({ appViewType: Number(e.target.value) === APP_VIEW_TYPE.asian ? 1 : 0 })}
        >
          <option value={APP_VIEW_TYPE.european}>{t('settings_view_european')}</option>
          <option value={APP_VIEW_TYPE.asian}>{t('settings_view_asian')}</option>
        </select>
      </label>
      <label className="line-toggle">
        <input
          type="checkbox"
          checked={prefs.flags.compactView}
          onChange={(e) => store.setFlag('compactView', e.target.checked)}
        />
        {t('flag_compactView')}
      </label>
    </div>
  );
}
