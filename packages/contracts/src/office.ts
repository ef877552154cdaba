import { z } from 'zod';
import { accountViewSchema } from './wallet';
import { limitViewSchema } from './responsible';

/**
 * The office API (apps/server modules/office): spec §7 getOfficeMenu — the §3 office menu user
 * data and the §2 office menu — and the office dashboard. The menu lists only office sections
 * that exist as routes (a web test holds every path against the web's route table), grouped as
 * issue 13 asks: account, money, bets, bonuses, security, responsible gaming, support.
 */
export const OFFICE_MENU_PATH = '/web-api/office/menu';
export const OFFICE_DASHBOARD_PATH = '/web-api/office/dashboard';

export const OFFICE_GROUPS = ['account', 'money', 'bets', 'bonuses', 'security', 'responsible', 'support'] as const;
export type OfficeGroupId = (typeof OFFICE_GROUPS)[number];

/** Stable ids of the menu items: route `office_<id>`, whose page title `page_office_<id>` labels the item. */
export const OFFICE_SECTION_IDS = [
  'settings',
  'verification',
  'identification',
  'manager',
  'account',
  'recharge',
  'deduce',
  'historypay',
  'payment_requests',
  'history',
  'bonuses_deposit',
  'bonuses_wager',
  'casino_vipcashback',
  'casino_premiumcashback',
  'rewards',
  'promotion',
  'bringfriend',
  'security',
  'responsible',
  'support',
  'share_idea',
] as const;
export type OfficeSectionId = (typeof OFFICE_SECTION_IDS)[number];

export interface OfficeSection {
  id: OfficeSectionId;
  group: OfficeGroupId;
  /** Relative to `/{lng}/`. */
  path: string;
  /** Spec §4 ban guard: the route stays open to a banned player (deduce has its own rule). */
  banAllowed: boolean;
  /** Open while a time-out or self-exclusion is in force (withdrawing and history only). */
  excludedAllowed: boolean;
}

const section = (
  id: OfficeSectionId,
  group: OfficeGroupId,
  path: string,
  flags: { ban?: boolean; excluded?: boolean } = {},
): OfficeSection => ({ id, group, path, banAllowed: flags.ban ?? false, excludedAllowed: flags.excluded ?? false });

/**
 * Spec §2 office sections and office menu sections that exist as routes, in menu order. The §2
 * menu's "wallets" and "account" are one page here (office/account: every currency account);
 * "withdrawal" is office/deduce, "transfer history" office/historypay, "partner programme"
 * office/bringfriend, "cashback" the casino VIP and premium cashback pages.
 */
export const OFFICE_SECTIONS: readonly OfficeSection[] = [
  section('settings', 'account', 'office/settings'),
  section('verification', 'account', 'office/verification'),
  section('identification', 'account', 'office/identification'),
  section('manager', 'account', 'office/manager'),
  section('account', 'money', 'office/account', { ban: true, excluded: true }),
  section('recharge', 'money', 'office/recharge'),
  section('deduce', 'money', 'office/deduce', { excluded: true }),
  section('historypay', 'money', 'office/historypay', { ban: true, excluded: true }),
  section('payment_requests', 'money', 'office/payment/requests', { ban: true }),
  section('history', 'bets', 'office/history', { ban: true, excluded: true }),
  section('bonuses_deposit', 'bonuses', 'office/bonuses/deposit'),
  section('bonuses_wager', 'bonuses', 'office/bonuses/wager'),
  section('casino_vipcashback', 'bonuses', 'office/casino/vipcashback'),
  section('casino_premiumcashback', 'bonuses', 'office/casino/premiumcashback'),
  section('rewards', 'bonuses', 'office/rewards'),
  section('promotion', 'bonuses', 'office/promotion'),
  section('bringfriend', 'bonuses', 'office/bringfriend'),
  section('security', 'security', 'office/security'),
  section('responsible', 'responsible', 'office/responsible', { excluded: true }),
  section('support', 'support', 'office/support', { ban: true, excluded: true }),
  section('share_idea', 'support', 'office/share-idea'),
];

/** What decides which sections a player can open (the same facts as the web's access rules). */
export interface OfficeAccessFacts {
  banned: boolean;
  /** Spec §4: deduce stays open while banned only at ban level 53 (version 1) or 45. */
  deduceAllowedWhileBanned: boolean;
  excluded: boolean;
  identificationEnabled: boolean;
}

/** The sections this player can open: a menu never links to a page that would redirect away. */
export function visibleOfficeSections(facts: OfficeAccessFacts): OfficeSection[] {
  return OFFICE_SECTIONS.filter((s) => {
    if (s.id === 'identification' && !facts.identificationEnabled) return false;
    if (facts.banned) return s.id === 'deduce' ? facts.deduceAllowedWhileBanned : s.banAllowed;
    if (facts.excluded) return s.excludedAllowed;
    return true;
  });
}

export const officeBadgeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('count'), value: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('attention') }),
]);
export type OfficeBadge = z.infer<typeof officeBadgeSchema>;

export const officeMenuItemSchema = z.object({
  id: z.enum(OFFICE_SECTION_IDS),
  path: z.string(),
  titleKey: z.string(),
  badge: officeBadgeSchema.optional(),
});
export type OfficeMenuItem = z.infer<typeof officeMenuItemSchema>;

export const officeMenuGroupSchema = z.object({
  id: z.enum(OFFICE_GROUPS),
  items: z.array(officeMenuItemSchema),
});
export type OfficeMenuGroup = z.infer<typeof officeMenuGroupSchema>;

/** Groups sections in OFFICE_GROUPS order, items in menu order; empty groups are left out. */
export function groupOfficeMenu(
  sections: readonly OfficeSection[],
  badges: Partial<Record<OfficeSectionId, OfficeBadge>> = {},
): OfficeMenuGroup[] {
  return OFFICE_GROUPS.map((group) => ({
    id: group,
    items: sections
      .filter((s) => s.group === group)
      .map((s): OfficeMenuItem => {
        const badge = badges[s.id];
        return { id: s.id, path: s.path, titleKey: `page_office_${s.id}`, ...(badge ? { badge } : {}) };
      }),
  })).filter((g) => g.items.length > 0);
}

/** Spec §3 Office menu user data. bonus_balance: the bonus account (type 4), major units. */
export const officeMenuUserSchema = z.object({
  bonus_balance: z.string(),
  country_code: z.string(),
  recharge_allow: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type OfficeMenuUser = z.infer<typeof officeMenuUserSchema>;

/** GET /web-api/office/menu (spec §7 getOfficeMenu). */
export const officeMenuAnswerSchema = z.object({
  user: officeMenuUserSchema,
  groups: z.array(officeMenuGroupSchema),
});
export type OfficeMenuAnswer = z.infer<typeof officeMenuAnswerSchema>;

/** Spec §4 verified / not verified / pending / banned, or none of them yet ('unverified'). */
export const VERIFICATION_STATES = ['verified', 'not_verified', 'pending', 'banned', 'unverified'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Open coupons of one currency: how many and the stake placed on them (minor units, digits). */
export const openBetsTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int().nonnegative(),
  stake: z.string(),
  stakeMinor: z.string(),
});
export type OpenBetsTotal = z.infer<typeof openBetsTotalSchema>;

/** GET /web-api/office/dashboard: what the office front page shows. */
export const officeDashboardSchema = z.object({
  accounts: z.array(accountViewSchema),
  activeAccountId: z.number().nullable(),
  openBets: z.object({ count: z.number().int().nonnegative(), totals: z.array(openBetsTotalSchema) }),
  verification: z.enum(VERIFICATION_STATES),
  /** Limits in force or waiting (ACTIVE and PENDING); the INACTIVE history stays on its page. */
  limits: z.array(limitViewSchema),
  /** No bonus campaign exists yet: what the bonus account holds is all there is to show. */
  bonus: z.object({ balance: z.string(), balanceMinor: z.string(), currency: z.string().nullable() }),
});
export type OfficeDashboard = z.infer<typeof officeDashboardSchema>;
