import { COEF_VIEW_IDS, isCoefViewId, type CoefViewId } from '@sb/odds';
import {
  COOKIE,
  DEFAULT_FLAGS,
  DEFAULT_TIME_ZONE,
  FLAG_COOKIES,
  PREFERENCE_FLAGS,
  type CoefIndicationType,
  type MarketsNameType,
  type PreferenceFlag,
} from './constants';

/** Half- and quarter-hour zones exist (India +5.5, Nepal +5.75), so steps of 0.25 h. */
export function isTimeZone(v: number): boolean {
  return Number.isFinite(v) && v >= -12 && v <= 14 && Number.isInteger(v * 4);
}

/**
 * Cookie values are user-controlled input. Each reader accepts only its exact format and returns
 * undefined otherwise, so a bad stored value falls back to the default and never crashes a render.
 * (Hand-written instead of zod so the browser bundle stays small.)
 */
const readBit = (raw: string | undefined): boolean | undefined =>
  raw === '1' ? true : raw === '0' ? false : undefined;

const readNumber = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^-?\d{1,2}(\.\d{1,2})?$/.test(raw) ? Number(raw) : undefined;

export interface Preferences {
  timeZone: number;
  is12h: boolean;
  appViewType: 0 | 1;
  appTheme: 0 | 1;
  appFontSize: 0 | 1 | 2;
  coefViewId: CoefViewId;
  coefIndicationType: CoefIndicationType;
  marketsNameType: MarketsNameType;
  visuallyImpairedMode: boolean;
  flags: Record<PreferenceFlag, boolean>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  timeZone: DEFAULT_TIME_ZONE,
  is12h: false,
  appViewType: 0,
  appTheme: 0,
  appFontSize: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  marketsNameType: 0,
  visuallyImpairedMode: false,
  flags: { ...DEFAULT_FLAGS },
};

export type CookieJar = Readonly<Record<string, string | undefined>>;

export function parsePreferences(cookies: CookieJar): Preferences {
  const d = DEFAULT_PREFERENCES;
  const flags = { ...d.flags };
  const listed = cookies[COOKIE.flags];
  if (listed !== undefined && listed.length === PREFERENCE_FLAGS.length && /^[01]+$/.test(listed)) {
    PREFERENCE_FLAGS.forEach((flag, i) => {
      flags[flag] = listed[i] === '1';
    });
  }
  for (const [flag, cookie] of Object.entries(FLAG_COOKIES) as [PreferenceFlag, string][]) {
    flags[flag] = readBit(cookies[cookie]) ?? flags[flag];
  }
  const tz = readNumber(cookies[COOKIE.timeZone]);
  const coef = readNumber(cookies[COOKIE.coefViewId]);
  const font = readNumber(cookies[COOKIE.appFontSize]);
  const indication = readNumber(cookies[COOKIE.coefIndicationType]);
  return {
    timeZone: tz !== undefined && isTimeZone(tz) ? tz : d.timeZone,
    is12h: readBit(cookies[COOKIE.is12h]) ?? d.is12h,
    appViewType: (readBit(cookies[COOKIE.appViewType]) ?? d.appViewType === 1) ? 1 : 0,
    appTheme: (readBit(cookies[COOKIE.appTheme]) ?? d.appTheme === 1) ? 1 : 0,
    appFontSize: font === 0 || font === 1 || font === 2 ? font : d.appFontSize,
    coefViewId: coef !== undefined && isCoefViewId(coef) ? coef : d.coefViewId,
    coefIndicationType: indication === 0 || indication === 1 || indication === 2 ? indication : d.coefIndicationType,
    marketsNameType: (readBit(cookies[COOKIE.marketsNameType]) ?? d.marketsNameType === 1) ? 1 : 0,
    visuallyImpairedMode: readBit(cookies[COOKIE.visuallyImpaired]) ?? d.visuallyImpairedMode,
    flags,
  };
}

/** The cookies (name → value) that store a whole preference set. */
export function serializePreferences(p: Preferences): Record<string, string> {
  const out: Record<string, string> = {
    [COOKIE.timeZone]: String(p.timeZone),
    [COOKIE.is12h]: p.is12h ? '1' : '0',
    [COOKIE.appViewType]: String(p.appViewType),
    [COOKIE.appTheme]: String(p.appTheme),
    [COOKIE.appFontSize]: String(p.appFontSize),
    [COOKIE.coefViewId]: String(p.coefViewId),
    [COOKIE.coefIndicationType]: String(p.coefIndicationType),
    [COOKIE.marketsNameType]: String(p.marketsNameType),
    [COOKIE.visuallyImpaired]: p.visuallyImpairedMode ? '1' : '0',
    [COOKIE.flags]: PREFERENCE_FLAGS.map((f) => (p.flags[f] ? '1' : '0')).join(''),
  };
  for (const [flag, cookie] of Object.entries(FLAG_COOKIES) as [PreferenceFlag, string][]) {
    out[cookie] = p.flags[flag] ? '1' : '0';
  }
  return out;
}

export { COEF_VIEW_IDS };
