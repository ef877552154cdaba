import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useTranslation, dynamicT, type DynamicTranslate } from '../../../lib/i18n';

/** The translate function for keys built at run time (`sport_<id>`, `outcome_<typeId>`…). */
export function useLineT(): DynamicTranslate {
  const { t } = useTranslation();
  return dynamicT(t);
}

/** One formatter per language: building an Intl.DateTimeFormat costs more than using it (one per row was a long task). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(lng: string): Intl.DateTimeFormat {
  let format = dayFormats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(lng, format);
  }
  return format;
}

/** Kick-off in the player's time zone and clock (spec §3 timeZone, is12h): "12 Mar 18:30". */
export function useKickOff(): (ms: number) => { day: string; time: string } {
  const [prefs] = usePreferences();
  const { initial } = useApp();
  const dayFormat = dayFormatOf(initial.lng);
  return (ms) => {
    const shifted = new Date(ms + Math.round(prefs.timeZone * 60) * 60_000);
    return { day: dayFormat.format(shifted), time: formatClock(ms, prefs.timeZone, prefs.is12h) };
  };
}
