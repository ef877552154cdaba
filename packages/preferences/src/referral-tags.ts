import { COOKIE } from './constants';

/*
 * Spec §4 "A referral-tag step runs on navigation" and §9 Referral cookie lifetimes: the query
 * of the URL a visitor lands on is turned into the referral cookies, each with the lifetime the
 * spec gives it. Pure: the caller (the server's page render, or the referral-tags call the client
 * makes on a client-side navigation) writes the cookies. docs/referrals.md.
 */

const DAY_S = 86_400;

/** Spec §9 Referral cookie lifetimes, in seconds. */
export const REFERRAL_LIFETIME_S = {
  /** "Default lifetime 86400 s": referral_values, the summary of the tag that arrived last. */
  default: 86_400,
  /** "refererid 60 days". */
  refererId: 60 * DAY_S,
  /** "bf_id referral 1 day". */
  bfId: DAY_S,
  /** "reflinkid (btag, tag, qtag) 60 days". */
  reflinkId: 60 * DAY_S,
  /** "… or 1 hour in the short-lived case" (a visitor already logged in: docs/referrals.md). */
  reflinkIdShortLived: 3_600,
  /** "ref_partner_id 30 days when click_id, utm_source and aip are present". */
  refPartnerIdClick: 30 * DAY_S,
  /** "… otherwise 60 days with affid and a tag". */
  refPartnerIdAffiliate: 60 * DAY_S,
  /** "Postback watcher 30 days with the pb parameter". */
  postbackWatcherWithPb: 30 * DAY_S,
  /** "… or 4 seconds without". */
  postbackWatcherWithoutPb: 4,
  /** "subid 60 days". */
  subId: 60 * DAY_S,
} as const;

/**
 * Spec §9 Cookie names (referral_values, refererid, ref_partner_id, postback_watcher, subid), and
 * bf_id and reflinkid, which §9 Referral cookie lifetimes names.
 */
export const REFERRAL_COOKIE = {
  values: COOKIE.referralValues,
  refererId: COOKIE.refererId,
  bfId: 'bf_id',
  reflinkId: 'reflinkid',
  refPartnerId: COOKIE.refPartnerId,
  postbackWatcher: COOKIE.postbackWatcher,
  subId: COOKIE.subId,
} as const;

/** The query parameters that carry a reflink tag, in order of precedence (§9 "reflinkid (btag, tag, qtag)"). */
export const REFLINK_PARAMS = ['reflinkid', 'btag', 'tag', 'qtag'] as const;
export type ReflinkParam = (typeof REFLINK_PARAMS)[number];

/** Every query parameter the step reads: a URL with none of them sets nothing. */
export const REFERRAL_PARAMS = [
  'bf_id',
  'refererid',
  ...REFLINK_PARAMS,
  'click_id',
  'utm_source',
  'aip',
  'affid',
  'pb',
  'subid',
] as const;

export type ReferralType = 'bf_id' | 'refererid' | 'ref_partner_id' | 'reflinkid' | 'subid';

/** What referral_values holds (JSON): the tag's kind, its value and what came with it. */
export interface ReferralValues {
  type: ReferralType;
  val: string;
  additional: Readonly<Record<string, string>>;
}

export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeS: number;
}

export interface ReferralTagContext {
  /** The visitor is logged in: a reflink tag is then kept for the short-lived hour only. */
  loggedIn: boolean;
}

const INT4_MAX = 2_147_483_647;
const TAG = /^[A-Za-z0-9_.~-]{1,100}$/;

/** A player id as a link carries it (bf_id, refererid): a positive int4 in plain digits, else null. */
export function referralPlayerId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= INT4_MAX ? n : null;
}

/** A tag value (reflinkid, affid, click_id, subid, …): letters, digits and _ . ~ -, at most 100; else null. */
export function referralTag(raw: string | null | undefined): string | null {
  return raw && TAG.test(raw) ? raw : null;
}

/** The first valid reflink tag of the query and the parameter that carried it. */
function reflinkOf(query: URLSearchParams): { param: ReflinkParam; value: string } | null {
  for (const param of REFLINK_PARAMS) {
    const value = referralTag(query.get(param));
    if (value) return { param, value };
  }
  return null;
}

/**
 * The cookies the referral-tag step sets for a URL's query (spec §9 lifetimes). A value that is
 * not a valid id or tag is ignored, never stored. referral_values summarises the most specific tag
 * (bf_id, then refererid, ref_partner_id, reflinkid, subid); the postback watcher follows any tag.
 */
export function referralTagCookies(query: URLSearchParams, ctx: ReferralTagContext): ReferralCookie[] {
  const out: ReferralCookie[] = [];
  const summaries: ReferralValues[] = [];
  const L = REFERRAL_LIFETIME_S;

  const bf = referralPlayerId(query.get('bf_id'));
  if (bf !== null) {
    out.push({ name: REFERRAL_COOKIE.bfId, value: String(bf), maxAgeS: L.bfId });
    summaries.push({ type: 'bf_id', val: String(bf), additional: {} });
  }
  const referer = referralPlayerId(query.get('refererid'));
  if (referer !== null) {
    out.push({ name: REFERRAL_COOKIE.refererId, value: String(referer), maxAgeS: L.refererId });
    summaries.push({ type: 'refererid', val: String(referer), additional: {} });
  }

  const reflink = reflinkOf(query);
  const clickId = referralTag(query.get('click_id'));
  const utmSource = referralTag(query.get('utm_source'));
  const aip = referralTag(query.get('aip'));
  const affid = referralTag(query.get('affid'));
  if (clickId && utmSource && aip) {
    out.push({ name: REFERRAL_COOKIE.refPartnerId, value: aip, maxAgeS: L.refPartnerIdClick });
    summaries.push({ type: 'ref_partner_id', val: aip, additional: { click_id: clickId, utm_source: utmSource } });
  } else if (affid && reflink) {
    out.push({ name: REFERRAL_COOKIE.refPartnerId, value: affid, maxAgeS: L.refPartnerIdAffiliate });
    summaries.push({ type: 'ref_partner_id', val: affid, additional: { name_tag: reflink.param, tag: reflink.value } });
  }
  if (reflink) {
    const maxAgeS = ctx.loggedIn ? L.reflinkIdShortLived : L.reflinkId;
    out.push({ name: REFERRAL_COOKIE.reflinkId, value: reflink.value, maxAgeS });
    summaries.push({ type: 'reflinkid', val: reflink.value, additional: { name_tag: reflink.param } });
  }
  const subId = referralTag(query.get('subid'));
  if (subId) {
    out.push({ name: REFERRAL_COOKIE.subId, value: subId, maxAgeS: L.subId });
    summaries.push({ type: 'subid', val: subId, additional: {} });
  }

  const first = summaries[0];
  if (first) out.push({ name: REFERRAL_COOKIE.values, value: JSON.stringify(first), maxAgeS: L.default });
  const pb = referralTag(query.get('pb'));
  if (pb) out.push({ name: REFERRAL_COOKIE.postbackWatcher, value: pb, maxAgeS: L.postbackWatcherWithPb });
  else if (first) out.push({ name: REFERRAL_COOKIE.postbackWatcher, value: '1', maxAgeS: L.postbackWatcherWithoutPb });
  return out;
}

/** Whether a query carries any referral parameter (the client asks the server only then). */
export const hasReferralParams = (query: URLSearchParams): boolean => REFERRAL_PARAMS.some((p) => query.has(p));

/** referral_values read back: null when absent or not what the step writes. */
export function parseReferralValues(raw: string | undefined): ReferralValues | null {
  if (!raw || raw.length > 1_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, val, additional } = parsed as Record<string, unknown>;
  const types: readonly string[] = ['bf_id', 'refererid', 'ref_partner_id', 'reflinkid', 'subid'];
  if (typeof type !== 'string' || !types.includes(type) || typeof val !== 'string' || !referralTag(val)) return null;
  const extra: Record<string, string> = {};
  if (typeof additional === 'object' && additional !== null)
    for (const [k, v] of Object.entries(additional as Record<string, unknown>))
      if (/^[a-z_]{1,20}$/.test(k) && typeof v === 'string' && referralTag(v)) extra[k] = v;
  return { type: type as ReferralType, val, additional: extra };
}
