import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../../../app/app-context';
import { useTranslation, dynamicT, type DynamicTranslate } from '../../../lib/i18n';

/** The translate function for keys built at run time (`sport_<id>`, `outcome_<typeId>`…). */
export function useLineT(): DynamicTranslate {
  const { t } = useTranslation();
  return dynamicT(t);
}

/** Kick-off in the player's time zone and clock (spec §3 timeZone, is12h): "12 Mar 18:30". */
export function useKickOff(): (ms: number) => { day: string; time: string } {
  const [prefs] = usePreferences();
  const { initial } = useApp();
  const dayFormat = new Intl.DateTimeFormat(initial.lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (ms) => {
    const shifted = new Date(ms + Math.round(prefs.timeZone * 60) * 60_000);
    return { day: dayFormat.format(shifted), time: formatClock(ms, prefs.timeZone, prefs.is12h) };
  };
}
