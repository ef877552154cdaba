import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasReferralParams,
  parseReferralValues,
  REFERRAL_LIFETIME_S,
  referralPlayerId,
  referralTagCookies,
  type ReferralCookie,
} from './referral-tags';

const DAY = 86_400;
const cookies = (query: string, loggedIn = false): Record<string, Omit<ReferralCookie, 'name'>> =>
  Object.fromEntries(
    referralTagCookies(new URLSearchParams(query), { loggedIn }).map(({ name, ...rest }) => [name, rest]),
  );
const lifetimes = (query: string, loggedIn = false) =>
  Object.fromEntries(Object.entries(cookies(query, loggedIn)).map(([n, c]) => [n, c.maxAgeS]));

describe('spec §9 Referral cookie lifetimes (the §4 referral-tag step)', () => {
  it.each([
    ['refererid 60 days', '?refererid=42', { refererid: 60 * DAY }],
    ['bf_id referral 1 day', '?bf_id=42', { bf_id: DAY }],
    ['reflinkid 60 days', '?reflinkid=d_38m_1599c_', { reflinkid: 60 * DAY }],
    ['reflinkid from btag 60 days', '?btag=b1', { reflinkid: 60 * DAY }],
    ['reflinkid from tag 60 days', '?tag=t1', { reflinkid: 60 * DAY }],
    ['reflinkid from qtag 60 days', '?qtag=q1', { reflinkid: 60 * DAY }],
    [
      'ref_partner_id 30 days when click_id, utm_source and aip are present',
      '?click_id=c1&utm_source=news&aip=77',
      { ref_partner_id: 30 * DAY },
    ],
    [
      'ref_partner_id 60 days with affid and a tag',
      '?affid=77&tag=t1',
      { ref_partner_id: 60 * DAY, reflinkid: 60 * DAY },
    ],
    ['subid 60 days', '?subid=s-1', { subid: 60 * DAY }],
  ])('%s', (_rule, query, expected) => {
    const got = lifetimes(query);
    expect(got).toMatchObject(expected);
    // Default lifetime 86400 s: referral_values, the summary of the tag.
    expect(got['referral_values']).toBe(86_400);
  });

  it('reflinkid (btag, tag, qtag) 1 hour in the short-lived case (a visitor already logged in)', () => {
    for (const p of ['reflinkid', 'btag', 'tag', 'qtag']) expect(lifetimes(`?${p}=x1`, true)['reflinkid']).toBe(3_600);
    // The other lifetimes do not change for a logged-in visitor.
    expect(lifetimes('?bf_id=5&refererid=6&subid=s', true)).toMatchObject({ bf_id: DAY, refererid: 60 * DAY });
  });

  it('postback watcher 30 days with the pb parameter, or 4 seconds without', () => {
    expect(cookies('?tag=t1&pb=post-1')['postback_watcher']).toEqual({ value: 'post-1', maxAgeS: 30 * DAY });
    expect(cookies('?tag=t1')['postback_watcher']).toEqual({ value: '1', maxAgeS: 4 });
    expect(cookies('?pb=only')['postback_watcher']).toEqual({ value: 'only', maxAgeS: 30 * DAY });
  });

  it('ref_partner_id needs all three of click_id, utm_source and aip, or affid with a tag', () => {
    expect(lifetimes('?click_id=c&utm_source=s')).toEqual({});
    expect(lifetimes('?click_id=c&aip=1')).toEqual({});
    expect(lifetimes('?affid=77')).toEqual({});
    expect(cookies('?click_id=c&utm_source=s&aip=9&affid=77&tag=t')['ref_partner_id']?.value).toBe('9');
  });

  it('referral_values is JSON of the most specific tag, as the site writes it ({type, val, additional})', () => {
    expect(JSON.parse(cookies('?tag=d_3837289m_1599c_')['referral_values']?.value ?? '')).toEqual({
      type: 'reflinkid',
      val: 'd_3837289m_1599c_',
      additional: { name_tag: 'tag' },
    });
    expect(JSON.parse(cookies('?tag=t&bf_id=12')['referral_values']?.value ?? '')).toMatchObject({
      type: 'bf_id',
      val: '12',
    });
    const click = JSON.parse(cookies('?click_id=c9&utm_source=mail&aip=3')['referral_values']?.value ?? '');
    expect(click).toEqual({ type: 'ref_partner_id', val: '3', additional: { click_id: 'c9', utm_source: 'mail' } });
  });

  it('a URL without referral parameters sets nothing; invalid values are ignored, never stored', () => {
    expect(cookies('')).toEqual({});
    expect(cookies('?lng=en&page=2')).toEqual({});
    expect(cookies('?bf_id=abc&refererid=0&subid=%3Cscript%3E&tag=')).toEqual({});
    expect(cookies('?bf_id=2147483648')).toEqual({});
    expect(cookies(`?tag=${'x'.repeat(101)}`)).toEqual({});
    expect(hasReferralParams(new URLSearchParams('?a=1'))).toBe(false);
    expect(hasReferralParams(new URLSearchParams('?a=1&qtag=x'))).toBe(true);
  });

  it('the lifetimes are the spec values, in seconds', () => {
    expect(REFERRAL_LIFETIME_S).toEqual({
      default: 86_400,
      refererId: 5_184_000,
      bfId: 86_400,
      reflinkId: 5_184_000,
      reflinkIdShortLived: 3_600,
      refPartnerIdClick: 2_592_000,
      refPartnerIdAffiliate: 5_184_000,
      postbackWatcherWithPb: 2_592_000,
      postbackWatcherWithoutPb: 4,
      subId: 5_184_000,
    });
  });

  it('property: every cookie written reads back (ids are int4, referral_values parses to what was written)', () => {
    fc.assert(
      fc.property(
        fc.record({
          bf_id: fc.oneof(fc.integer({ min: -5, max: 2 ** 32 }).map(String), fc.string({ maxLength: 12 })),
          tag: fc.string({ maxLength: 120 }),
          pb: fc.string({ maxLength: 10 }),
        }),
        fc.boolean(),
        (q, loggedIn) => {
          const written = referralTagCookies(new URLSearchParams(q), { loggedIn });
          for (const c of written) {
            if (c.name === 'bf_id') expect(referralPlayerId(c.value)).toBe(Number(c.value));
            if (c.name === 'referral_values') expect(parseReferralValues(c.value)).toEqual(JSON.parse(c.value));
            expect(c.maxAgeS).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('referral_values read back', () => {
  it('refuses what the step never writes', () => {
    for (const raw of [undefined, '', 'x', '{}', '[]', '{"type":"evil","val":"1"}', '{"type":"bf_id","val":"<b>"}'])
      expect(parseReferralValues(raw)).toBeNull();
    expect(parseReferralValues('{"type":"bf_id","val":"7","additional":{"x":"<b>","ok":"y"}}')).toEqual({
      type: 'bf_id',
      val: '7',
      additional: { ok: 'y' },
    });
  });
});
