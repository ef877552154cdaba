/** Spec §9 Cookie names: the cookies the spec names keep exactly these names. */
export const COOKIE = {
  language: 'lng',
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  cookiesAgreeType: 'cookies_agree_type',
  timeZone: 'tzo',
  is12h: 'is12h',
  appViewType: 'app_view_type',
  groupByCountry: 'isChampsGroupedByCountry',
  referralValues: 'referral_values',
  refererId: 'refererid',
  refPartnerId: 'ref_partner_id',
  postbackWatcher: 'postback_watcher',
  subId: 'subid',
  // Not named by the spec; chosen in the same style (docs/decisions.md).
  appTheme: 'app_theme',
  appFontSize: 'app_font_size',
  coefViewId: 'coef_view_id',
  coefIndicationType: 'coef_indication_type',
  marketsNameType: 'markets_name_type',
  visuallyImpaired: 'visually_impaired',
  flags: 'app_flags',
  paymentConsultant: 'payment_consultant',
  /** Spec §5 "window-width cookie" (saved only with functional cookies); the spec gives no name. */
  windowWidth: 'window_width',
} as const;

/** Spec §9: Default language Russian, timeZone 3. */
export const DEFAULT_TIME_ZONE = 3;
export const DEFAULT_LANGUAGE = 'ru';
/** Spec §8: a default language that is not allowed falls back to English. */
export const FALLBACK_LANGUAGE = 'en';

/** Spec §9 Breakpoints and resize throttle. */
export const BREAKPOINTS = [1920, 1366, 1100, 1024] as const;
export const RESIZE_THROTTLE_MS = 100;

/** Preferences live a year; the browser drops them sooner only if the user clears cookies. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
export const APP_THEME = { light: 0, dark: 1 } as const;
export const FONT_SIZES = [0, 1, 2] as const;

/**
 * Spec §3 coefIndicationType: how a price change is shown on an odds button (the spec names the
 * preference, not its values; docs/decisions.md). Arrow and colour for a few seconds, colour only,
 * or nothing.
 */
export const COEF_INDICATION_TYPE = { arrowAndColour: 0, colourOnly: 1, none: 2 } as const;
export type CoefIndicationType = (typeof COEF_INDICATION_TYPE)[keyof typeof COEF_INDICATION_TYPE];

/** Spec §3 marketsNameType: market and outcome names in full (1X2 as "Home win") or short ("1"). */
export const MARKETS_NAME_TYPE = { full: 0, short: 1 } as const;
export type MarketsNameType = (typeof MARKETS_NAME_TYPE)[keyof typeof MARKETS_NAME_TYPE];

/** Spec §3 Global preferences: the 0/1 flags. */
export const PREFERENCE_FLAGS = [
  'compactView',
  'lightVersion',
  'accumulatorOfDayLine',
  'accumulatorOfDayLive',
  'betGenerator',
  'sportsOnly',
  'showGameId',
  'bestMatchesOnTop',
  'detailedScore',
  'statsInNewWindow',
  'teamLogosInCoupon',
  'videoMovesOnScroll',
  'gameZoneOff',
  'hideLeftPanel',
  'hideRightPanel',
  'groupByCountry',
] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];

/** Flags that the spec keeps in cookies of their own (§9 Cookie names). */
export const FLAG_COOKIES: Partial<Record<PreferenceFlag, string>> = {
  hideLeftPanel: COOKIE.hideLeft,
  hideRightPanel: COOKIE.hideRight,
  groupByCountry: COOKIE.groupByCountry,
};

export const DEFAULT_FLAGS: Record<PreferenceFlag, boolean> = {
  compactView: false,
  lightVersion: false,
  accumulatorOfDayLine: true,
  accumulatorOfDayLive: true,
  betGenerator: false,
  sportsOnly: false,
  showGameId: false,
  bestMatchesOnTop: true,
  detailedScore: true,
  statsInNewWindow: false,
  teamLogosInCoupon: true,
  videoMovesOnScroll: false,
  gameZoneOff: false,
  hideLeftPanel: false,
  hideRightPanel: false,
  groupByCountry: false,
};
