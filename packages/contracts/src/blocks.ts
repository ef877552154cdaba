import { z } from 'zod';
import { VIP_LEVEL_VALUES } from './loyalty';

/**
 * The block service (spec §3 Block response, §4 Blocking, §7 block calls, §9 retries). Operators
 * keep the rules in the private config group `blocks` (admin API).
 */
export const BLOCK_LIGHT_PATH = '/blocks-api/api/v1/block/light';
export const BLOCK_V2_PATH = '/blocks-api/api/v2/block';
/** Spec §9 Retries: block check 2 times, 100 ms apart. */
export const BLOCK_CHECK_RETRIES = 2;
export const BLOCK_CHECK_RETRY_DELAY_MS = 100;
/** Spec §4: the geo-off cookie lifts a geo block (template 1) when it holds the operator's token. */
export const GEO_OFF_COOKIE = 'geo_off';
/** Spec §3: displayTypeId 1 means blocked. */
export const DISPLAY_BLOCKED = 1;
export const GEO_BLOCK_TEMPLATE = 1;

/** Spec §4 Blocking: reason codes (templateTypeId) map to pages. */
export const BLOCK_PAGES = ['site-updates', 'suspension', 'block', 'block-ua', 'block-ie', 'coming-soon'] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];
const REASON_PAGES: Readonly<Record<number, BlockPage>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
};
export const BLOCK_REASONS = Object.keys(REASON_PAGES).map(Number);

/** Spec §4: the page of a reason; a reason the map does not name is a plain block. */
export function blockPageOf(templateTypeId: number): BlockPage {
  return REASON_PAGES[templateTypeId] ?? 'block';
}

/** Spec §4: the verify route stays reachable whatever the block (with the block pages themselves). */
export const BLOCK_EXEMPT_PATHS: readonly string[] = ['user/accountverify', ...BLOCK_PAGES, 'maintenance'];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** Eight groups, or fewer around one `::`. */
function isIpv6(s: string): boolean {
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

/** An IPv4 or IPv6 network in CIDR notation, e.g. 203.0.113.0/24 or 2001:db8::/32. */
export function isCidr(value: string): boolean {
  const [ip = '', prefix, ...more] = value.split('/');
  if (more.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (IPV4.test(ip)) return bits <= 32;
  return isIpv6(ip) && bits <= 128;
}

const cidr = z.string().max(50).refine(isCidr, 'an IPv4 or IPv6 CIDR such as 203.0.113.0/24');

/**
 * A rule matches when every criterion it lists matches (a list matches when any entry does); a
 * rule with no criterion matches everyone (a site-wide "site updates" or "coming soon").
 */
export const blockRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  countries: z.array(z.string().regex(/^[a-z]{2}$/)).max(250),
  cidrs: z.array(cidr).max(500),
  /** Case-insensitive substrings of the User-Agent header. */
  userAgents: z.array(z.string().min(2).max(100)).max(50),
  templateTypeId: z.number().int().min(1).max(99),
  /** Logged-in players are let through (e.g. a coming-soon wall for new visitors only). */
  guestsOnly: z.boolean(),
});
export type BlockRule = z.infer<typeof blockRuleSchema>;

/**
 * Spec §6 "VIP main-domain authentication may be required by geo": VIP players from the listed
 * countries must sign in on the main VIP domain. A player is VIP with a personal manager (spec §2
 * office/manager) or a club level of at least `minLevel` (issue 16 VIP levels).
 */
export const mainVipDomainSchema = z.object({
  /** The main VIP domain's origin (https://vip.example.com); null: the rule is off. */
  url: z
    .url({ protocol: /^https?$/ })
    .max(200)
    .refine((u) => new URL(u).pathname === '/' && !u.includes('?') && !u.includes('#'), 'an origin, no path')
    .nullable(),
  /** Lower-case two-letter countries (the geo header's) whose VIP players must use it. */
  countries: z.array(z.string().regex(/^[a-z]{2}$/)).max(250),
  minLevel: z.enum(VIP_LEVEL_VALUES),
});
export type MainVipDomainRule = z.infer<typeof mainVipDomainSchema>;
export const MAIN_VIP_DOMAIN_OFF: MainVipDomainRule = { url: null, countries: [], minLevel: 'gold' };

export const blocksGroupSchema = z.object({
  rules: z.array(blockRuleSchema).max(1000),
  /** The value of the geo-off cookie that lifts a geo block; null: no bypass. */
  geoOffToken: z.string().min(24).max(200).nullable(),
  /** Defaults to off, so a group stored before the rule existed still reads. */
  mainVipDomain: mainVipDomainSchema.default(MAIN_VIP_DOMAIN_OFF),
});
export type BlocksGroup = z.infer<typeof blocksGroupSchema>;

const flag = z.enum(['0', '1', 'true', 'false']);
/** Spec §7 GET block/light: stage, auth, referralParams, referralWHNMobile, mainVipDomainAuthNeed. */
export const blockLightQuerySchema = z.object({
  stage: z
    .string()
    .regex(/^[a-z0-9_-]{1,20}$/)
    .optional(),
  auth: flag.optional(),
  referralParams: z.string().max(500).optional(),
  referralWHNMobile: flag.optional(),
  mainVipDomainAuthNeed: flag.optional(),
});
/** Spec §7 POST v2/block: auth, url. */
export const blockV2BodySchema = z.object({ auth: z.boolean(), url: z.string().min(1).max(2048) });

/** Spec §3 Block response: displayTypeId (1 blocked), templateTypeId (reason). */
export const blockAnswerSchema = z.object({
  displayTypeId: z.number().int(),
  templateTypeId: z.number().int().nullable(),
  /**
   * Only when block/light was asked with mainVipDomainAuthNeed=1 (spec §7): whether this logged-in
   * VIP player must sign in on the main VIP domain (spec §6), and where it is.
   */
  mainVipDomainAuthNeed: z.boolean().optional(),
  mainVipDomainUrl: z.string().nullable().optional(),
});
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

export const adminBlockParamsSchema = z.object({ id: z.string().max(40) });
