/**
 * Spec §2 URL table. Every path is relative to `/:lng/`. `id` names the dictionary key of the
 * page title (`page_<id>`); `rule` names a check from route-rules.ts; `layout` picks the shell.
 * Pages whose features arrive with later issues render their heading inside the shell.
 */
export type LayoutName = 'main' | 'headless' | 'empty' | 'maintenance' | 'blocked' | 'themed';

export type RouteRule =
  | 'betting'
  | 'digits'
  | 'landing'
  | 'registration'
  | 'identification'
  | 'rules'
  | 'paymentInfo'
  | 'debugger'
  | 'bonusGame'
  | 'bonusGameRoute'
  | 'bonusGameLanding'
  | 'casinoLanding'
  | 'bonusVariant'
  | 'offerVariant'
  | 'resultsType'
  | 'totoSection'
  | 'lottoSection'
  | 'onpayResult'
  | 'createRequestStep'
  | 'socialRegistration'
  | 'cyberSub';

export interface RouteEntry {
  id: string;
  path: string;
  layout?: LayoutName;
  rule?: RouteRule;
  /** Search engines should not index it (private, technical or parameterised pages). */
  noindex?: boolean;
  /** Listed in /sitemap.xml: public pages without parameters. */
  sitemap?: boolean;
  /** Spec §6: the office, limits and settings need login (guard arrives with Identity). */
  auth?: boolean;
  section?: 'betting' | 'casino' | 'account' | 'info' | 'promo' | 'system';
  /** Spec §4 ban guard: 'allowed' stays open while banned; 'only' exists only while banned. */
  ban?: 'allowed' | 'only';
}

const THEMED = ['champ', 'epl', 'laliga', 'europaleague', 'ipl'] as const;

const OFFICE_SECTIONS = [
  'account',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  'bonuses/deposit',
  'bonuses/wager',
  'casino/vipcashback',
  'casino/premiumcashback',
  'deduce',
  'promotion',
  'bringfriend',
  'support',
  'manager',
  'rewards',
  'verification',
  'share-idea',
  'payment/requests',
] as const;

/** Office sections a banned player keeps: history, money already there, support (spec §4 ban guard). */
const BAN_ALLOWED_OFFICE: readonly string[] = ['account', 'history', 'historypay', 'support', 'payment/requests'];

const INFORMATION_PAGES = [
  'contacts',
  'about',
  'howbet',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;

const CASINO_PAGES = [
  'bingo',
  'fishinghunting',
  'scratchcards',
  'keno',
  'tvgames',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
  'my-casino',
  'casino-lobby',
  'providers',
  'casino-search',
  'othergames',
] as const;

const slug = (s: string) => s.replace(/[/_]/g, '-');

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { id: 'home', path: '', sitemap: true, section: 'betting' },
  // Betting
  {
    id: 'line',
    path: ':pageType/:section/:menuSection?/:sport?/:champ?/:game?',
    rule: 'betting',
    section: 'betting',
  },
  { id: 'multi', path: 'multi', sitemap: true, section: 'betting' },
  { id: 'champs', path: 'champs/:champId?', section: 'betting' },
  ...THEMED.flatMap((t): RouteEntry[] => [
    { id: `themed_${t}`, path: t, layout: 'themed', sitemap: true, section: 'betting' },
    { id: `themed_${t}_game`, path: `${t}/game/:gameId`, layout: 'themed', section: 'betting' },
    { id: `themed_${t}_final`, path: `${t}/final`, layout: 'themed', section: 'betting' },
  ]),
  { id: 'cyber', path: 'cyber', sitemap: true, section: 'betting' },
  { id: 'cyber_sub', path: 'cyber/:type/:discipline?/:champ?/:game?', rule: 'cyberSub', section: 'betting' },
  { id: 'results', path: 'results/:type?', rule: 'resultsType', sitemap: true, section: 'betting' },
  { id: 'statistic', path: 'statistic', sitemap: true, section: 'betting' },
  { id: 'statisticpopup', path: 'statisticpopup', layout: 'headless', noindex: true, section: 'betting' },
  { id: 'toto', path: 'toto/:section?', rule: 'totoSection', sitemap: true, section: 'betting' },
  { id: 'lotto', path: 'lotto/:sectionName?/:lottoId?', rule: 'lottoSection', sitemap: true, section: 'betting' },
  {
    id: 'print_coupon',
    path: 'print-coupon/:couponId',
    rule: 'digits',
    layout: 'empty',
    noindex: true,
    section: 'betting',
  },
  // Casino
  ...CASINO_PAGES.map((p): RouteEntry => ({
    id: slug(p).replace(/-/g, '_'),
    path: p,
    sitemap: true,
    section: 'casino',
  })),
  // Issue 19: one TV game or virtual sport type (tvgames/5of36, virtualsports/horse-racing).
  { id: 'tvgames_game', path: 'tvgames/:game', section: 'casino' },
  { id: 'virtualsports_game', path: 'virtualsports/:game', section: 'casino' },
  { id: 'my_casino_favorites', path: 'my-casino/favorites', noindex: true, section: 'casino' },
  { id: 'providers_provider', path: 'providers/:provider', section: 'casino' },
  { id: 'slots', path: 'slots/:subcategory?', sitemap: true, section: 'casino' },
  { id: 'slots_game', path: 'slots/game/:gameId/:gameName', section: 'casino' },
  { id: 'live_casino', path: 'casino/:subcategory?', sitemap: true, section: 'casino' },
  { id: 'casino_brand', path: 'casino/brand', sitemap: true, section: 'casino' },
  { id: 'poker', path: 'poker/:game?', sitemap: true, section: 'casino' },
  { id: 'bonus_casino', path: 'bonus/casino', sitemap: true, section: 'casino' },
  { id: 'bonus_casino_promotions', path: 'bonus/casino/promotions', sitemap: true, section: 'casino' },
  { id: 'bonus_casino_tournaments', path: 'bonus/casino/tournaments', sitemap: true, section: 'casino' },
  { id: 'bonus_casino_promo', path: 'bonus/casino/promo', section: 'casino' },
  { id: 'bonus_casino_landing', path: 'bonus/casino/landing/:landingId', rule: 'casinoLanding', section: 'casino' },
  { id: 'thankyou', path: 'thankyou/:page?', noindex: true, section: 'casino' },
  // Games entrance
  { id: 'allgamesentrance', path: 'allgamesentrance', sitemap: true, section: 'casino' },
  { id: 'allgamesentrance_game', path: 'allgamesentrance/:gameRoute', rule: 'bonusGameRoute', section: 'casino' },
  { id: 'bonus_game', path: 'bonusgames/:game', rule: 'bonusGame', section: 'casino' },
  { id: 'games_landing', path: 'games-landing/:landingRoute', rule: 'bonusGameLanding', section: 'casino' },
  // Account
  { id: 'registration', path: 'registration', rule: 'registration', noindex: true, section: 'account' },
  {
    id: 'registration_social',
    path: 'registration/:type',
    rule: 'socialRegistration',
    noindex: true,
    section: 'account',
  },
  { id: 'office', path: 'office', auth: true, noindex: true, section: 'account' },
  ...OFFICE_SECTIONS.map((s): RouteEntry => ({
    id: `office_${slug(s).replace(/-/g, '_')}`,
    path: `office/${s}`,
    auth: true,
    noindex: true,
    section: 'account',
    ...(BAN_ALLOWED_OFFICE.includes(s) ? { ban: 'allowed' as const } : {}),
  })),
  {
    id: 'office_identification',
    path: 'office/identification',
    rule: 'identification',
    auth: true,
    noindex: true,
    section: 'account',
  },
  {
    id: 'office_payment_create_request',
    path: 'office/payment/create-request/:step?',
    rule: 'createRequestStep',
    auth: true,
    noindex: true,
    section: 'account',
  },
  { id: 'points', path: 'points', noindex: true, section: 'account' },
  { id: 'confirm', path: 'confirm', noindex: true, section: 'account' },
  { id: 'block_appeal_history', path: 'block-appeal-history', noindex: true, section: 'account', ban: 'only' },
  { id: 'login', path: 'login', noindex: true, section: 'account' },
  { id: 'forgotpassword', path: 'forgotpassword', noindex: true, section: 'account' },
  { id: 'user_accountverify', path: 'user/accountverify', noindex: true, section: 'account' },
  { id: 'user_activatefast', path: 'user/activatefast', noindex: true, section: 'account' },
  { id: 'user_activate', path: 'user/activate', noindex: true, section: 'account' },
  { id: 'user_passwordreset', path: 'user/passwordreset', noindex: true, section: 'account' },
  { id: 'user_stopnewsletter', path: 'user/stopnewsletter', noindex: true, section: 'account' },
  // Information
  { id: 'information', path: 'information', sitemap: true, section: 'info', ban: 'allowed' },
  ...INFORMATION_PAGES.map((p): RouteEntry => ({
    id: `info_${p.replace(/-/g, '_')}`,
    path: `information/${p}`,
    sitemap: true,
    section: 'info',
    ban: 'allowed',
  })),
  { id: 'info_rules', path: 'information/rules/:ruleGroup?/:chapter?', rule: 'rules', section: 'info', ban: 'allowed' },
  { id: 'info_payment', path: 'information/payment', rule: 'paymentInfo', section: 'info', ban: 'allowed' },
  // Promotions and other
  { id: 'bonuses', path: 'bonuses', rule: 'bonusVariant', sitemap: true, section: 'promo' },
  { id: 'bonus', path: 'bonus/:id?/:section?', rule: 'bonusVariant', section: 'promo' },
  { id: 'bonuses_offers', path: 'bonuses-offers', rule: 'offerVariant', section: 'promo' },
  { id: 'bonus_offer', path: 'bonus-offer/:id/:section?', rule: 'offerVariant', section: 'promo' },
  { id: 'bonus_partner', path: 'bonus-partner', sitemap: true, section: 'promo' },
  { id: 'bonuses_games', path: 'bonuses-games', sitemap: true, section: 'promo' },
  { id: 'promotions', path: 'promotions/:promotionId', section: 'promo' },
  { id: 'partner', path: 'partner', sitemap: true, section: 'promo' },
  { id: 'landing_page', path: 'landing-page/:landingId', rule: 'landing', section: 'promo' },
  { id: 'promo', path: 'promo', sitemap: true, section: 'promo' },
  { id: 'ourpartners', path: 'ourpartners/:section?', sitemap: true, section: 'promo' },
  { id: 'betting_alphabet', path: 'betting-alphabet/:block?/:category?/:slug?', sitemap: true, section: 'promo' },
  { id: 'news', path: 'news/:slug?', sitemap: true, section: 'promo' },
  { id: 'betting_awards', path: 'betting-awards', sitemap: true, section: 'promo' },
  { id: 'onpay', path: 'onpay/:result', rule: 'onpayResult', noindex: true, section: 'account' },
  // System pages
  { id: 'block', path: 'block', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'block_ua', path: 'block-ua', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'block_ie', path: 'block-ie', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'site_updates', path: 'site-updates', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'coming_soon', path: 'coming-soon', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'suspension', path: 'suspension', layout: 'blocked', noindex: true, section: 'system' },
  { id: 'maintenance', path: 'maintenance', layout: 'maintenance', noindex: true, section: 'system' },
  { id: 'oldbrowser', path: 'oldbrowser', layout: 'empty', noindex: true, section: 'system' },
  { id: 'error_500', path: '500', layout: 'empty', noindex: true, section: 'system' },
  { id: 'mobile_app', path: 'mobile', sitemap: true, section: 'system' },
  { id: 'desktop_app', path: 'desktop', sitemap: true, section: 'system' },
  { id: 'debugger', path: 'debugger', rule: 'debugger', noindex: true, section: 'system' },
  // Non-production mailbox: the SMS and e-mails the site sent (codes of registration, recovery…).
  { id: 'mailbox', path: 'debugger/mailbox', rule: 'debugger', noindex: true, section: 'system' },
  // Non-production UI gallery (issue 13): every design token, component and state in both themes.
  { id: 'debugger_ui', path: 'debugger/ui', rule: 'debugger', noindex: true, section: 'system' },
  { id: 'internal_vpn', path: 'internal-vpn', layout: 'empty', noindex: true, section: 'system' },
];

/** Spec §2: old paths that moved. Permanent, so search engines move their index too. */
export const LEGACY_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: 'vulkan', to: 'slots/vulkan' },
  { from: 'tvgames/view/poker', to: 'poker' },
  { from: 'user/coupon', to: '' },
  // Spec §2: "A long list of old promo paths redirects to promotions/{slug}".
  ...[
    'superexpress',
    'happy-friday',
    'birthday-bonus',
    'cashback',
    'x2-deposit',
    'hyper-bonus',
    'advancebet',
    'accumulator-of-the-day',
    'first-deposit',
    'bet-insurance',
  ].map((s) => ({ from: s, to: `promotions/${s}` })),
];

/** Spec §2 allowed parameter values. */
export const BETTING_PAGE_TYPES = [
  'home',
  'betsonyour',
  'topgame',
  'marble',
  'team',
  'cyber',
  'ufc',
  'politics',
] as const;
export const BETTING_SECTIONS = ['line', 'live'] as const;
export const RESULTS_TYPES = ['live', 'zone'] as const;
export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws'] as const;
export const LOTTO_SECTIONS = ['catalog', 'results', 'lotto-name', 'view'] as const;
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;
export const BONUS_OFFER_SECTIONS = ['rules', 'games'] as const;
export const CYBER_SUB_ROUTES = ['all', 'champs', 'dashboard'] as const;
export const ONPAY_RESULTS = [
  'success',
  'fail',
  'pending',
  'cancel',
  'withdraw-success',
  'withdraw-fail',
  'withdraw-pending',
  'withdraw-cancel',
] as const;
export const CREATE_REQUEST_STEPS = ['topic', 'transaction', 'subtopic'] as const;
/** Spec §5: the rules page gives 404 if availableRoutes lacks entry 47. */
export const RULES_ROUTE_ID = 47;
/** Spec §2 user sections that exist; every other `user/…` gives 404. */
export const USER_SECTIONS = ['accountverify', 'activatefast', 'activate', 'passwordreset', 'stopnewsletter'] as const;
