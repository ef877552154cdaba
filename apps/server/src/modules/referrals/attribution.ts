import { parseReferralValues, REFERRAL_COOKIE, referralPlayerId, referralTag, REFLINK_PARAMS } from '@sb/preferences';

/*
 * Issue 16: what the registering request's referral cookies (spec §9, written by the §4
 * referral-tag step) say about who brought the new player. Pure; the service stores it.
 */

export interface Attribution {
  /** The referring player named by bf_id (the bring-a-friend link), else by refererid. */
  referrerId: number | null;
  via: 'bf_id' | 'refererid' | null;
  reflinkId: string | null;
  tagName: string | null;
  refPartnerId: string | null;
  clickId: string | null;
  utmSource: string | null;
  subId: string | null;
}

type Cookies = Readonly<Record<string, string | undefined>>;

/** The attribution the cookies carry, or null when they carry none (nothing is stored then). */
export function attributionOf(cookies: Cookies): Attribution | null {
  const bf = referralPlayerId(cookies[REFERRAL_COOKIE.bfId]);
  const referer = referralPlayerId(cookies[REFERRAL_COOKIE.refererId]);
  const values = parseReferralValues(cookies[REFERRAL_COOKIE.values]);
  const extra = values?.additional ?? {};
  const tagName = extra['name_tag'];
  const a: Attribution = {
    referrerId: bf ?? referer,
    via: bf !== null ? 'bf_id' : referer !== null ? 'refererid' : null,
    reflinkId: referralTag(cookies[REFERRAL_COOKIE.reflinkId]),
    tagName: tagName && (REFLINK_PARAMS as readonly string[]).includes(tagName) ? tagName : null,
    refPartnerId: referralTag(cookies[REFERRAL_COOKIE.refPartnerId]),
    clickId: values?.type === 'ref_partner_id' ? (extra['click_id'] ?? null) : null,
    utmSource: values?.type === 'ref_partner_id' ? (extra['utm_source'] ?? null) : null,
    subId: referralTag(cookies[REFERRAL_COOKIE.subId]),
  };
  const any = a.referrerId !== null || a.reflinkId || a.refPartnerId || a.subId;
  return any ? a : null;
}

/**
 * Issue 16 self-referral and unknown referrers: a referrer who does not exist, who is the new
 * player, or who is the player logged in on the registering browser (a second account opened from
 * one's own session) is dropped; the partner tags stay.
 */
export function withoutInvalidReferrer(
  a: Attribution,
  facts: { newUserId: number; registeringAs: number | null; referrerExists: boolean },
): Attribution {
  const id = a.referrerId;
  if (id === null) return a;
  if (!facts.referrerExists || id === facts.newUserId || id === facts.registeringAs)
    return { ...a, referrerId: null, via: null };
  return a;
}
