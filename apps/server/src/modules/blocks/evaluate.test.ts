import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockPageOf, isCidr, MAIN_VIP_DOMAIN_OFF, type BlockRule, type BlocksGroup } from '@sb/contracts';
import { decideBlock, NOT_BLOCKED, type Visitor } from './evaluate';

const visitor = (v: Partial<Visitor> = {}): Visitor => ({
  country: 'de',
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 Chrome/120',
  authenticated: false,
  geoOff: undefined,
  ...v,
});
const rule = (r: Partial<BlockRule> & Pick<BlockRule, 'id' | 'templateTypeId'>): BlockRule => ({
  countries: [],
  cidrs: [],
  userAgents: [],
  guestsOnly: false,
  ...r,
});
const group = (rules: BlockRule[], geoOffToken: string | null = null): BlocksGroup => ({
  rules,
  geoOffToken,
  mainVipDomain: MAIN_VIP_DOMAIN_OFF,
});

describe('spec §4 Blocking: rules by country, IP range and user agent', () => {
  it('a country rule blocks visitors from that country only', () => {
    const g = group([rule({ id: 'geo', countries: ['us'], templateTypeId: 1 })]);
    expect(decideBlock(g, visitor({ country: 'us' }))).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    expect(decideBlock(g, visitor({ country: 'de' }))).toEqual(NOT_BLOCKED);
    expect(decideBlock(g, visitor({ country: undefined }))).toEqual(NOT_BLOCKED);
  });

  it('CIDR ranges match IPv4, IPv6 and IPv4-mapped IPv6 addresses', () => {
    const g = group([rule({ id: 'net', cidrs: ['203.0.113.0/24', '2001:db8::/32'], templateTypeId: 2 })]);
    expect(decideBlock(g, visitor({ ip: '203.0.113.200' })).displayTypeId).toBe(1);
    expect(decideBlock(g, visitor({ ip: '::ffff:203.0.113.9' })).displayTypeId).toBe(1);
    expect(decideBlock(g, visitor({ ip: '2001:db8:1::5' })).displayTypeId).toBe(1);
    expect(decideBlock(g, visitor({ ip: '203.0.114.1' }))).toEqual(NOT_BLOCKED);
  });

  it('user agents match case-insensitively; every listed criterion must match', () => {
    const g = group([rule({ id: 'bot', userAgents: ['BadBot'], countries: ['ru'], templateTypeId: 13 })]);
    expect(decideBlock(g, visitor({ userAgent: 'x badbot/2', country: 'ru' })).templateTypeId).toBe(13);
    expect(decideBlock(g, visitor({ userAgent: 'x badbot/2', country: 'de' }))).toEqual(NOT_BLOCKED);
  });

  it('the first matching rule gives the reason; a guests-only rule lets players through', () => {
    const g = group([
      rule({ id: 'soon', templateTypeId: 8, guestsOnly: true }),
      rule({ id: 'all', templateTypeId: 4 }),
    ]);
    expect(decideBlock(g, visitor()).templateTypeId).toBe(8);
    expect(decideBlock(g, visitor({ authenticated: true })).templateTypeId).toBe(4);
  });

  it('the geo-off cookie lifts only a geo block (template 1), and only with the operator token', () => {
    const token = 'geo-off-token-0123456789abcdef';
    const g = group(
      [
        rule({ id: 'geo', countries: ['us'], templateTypeId: 1 }),
        rule({ id: 'us16', countries: ['us'], templateTypeId: 16 }),
      ],
      token,
    );
    expect(decideBlock(g, visitor({ country: 'us', geoOff: token })).templateTypeId).toBe(16);
    expect(decideBlock(g, visitor({ country: 'us', geoOff: 'guess' })).templateTypeId).toBe(1);
    expect(decideBlock(group(g.rules, null), visitor({ country: 'us', geoOff: token })).templateTypeId).toBe(1);
  });
});

describe('spec §4 reason → page map', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
    [99, 'block'],
  ])('reason %i → %s', (reason, page) => {
    expect(blockPageOf(reason)).toBe(page);
  });
});

describe('block rule CIDRs are validated before an operator can save them', () => {
  it('accepts real networks and refuses the rest', () => {
    for (const ok of ['0.0.0.0/0', '10.0.0.0/8', '2001:db8::/32', '::/0', '::1/128']) expect(isCidr(ok), ok).toBe(true);
    for (const bad of [
      '10.0.0.0',
      '10.0.0.256/8',
      '10.0.0.0/33',
      '2001:db8::/129',
      '1::2::3/64',
      'abc/1',
      '1.2.3.4/8/9',
    ])
      expect(isCidr(bad), bad).toBe(false);
  });

  it('property: every IPv4 address with a prefix 0–32 is a CIDR, and node:net agrees on the match', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, bits) => {
        expect(isCidr(`${ip}/${bits}`)).toBe(true);
        const g = group([rule({ id: 'n', cidrs: [`${ip}/${bits}`], templateTypeId: 2 })]);
        expect(decideBlock(g, visitor({ ip })).displayTypeId).toBe(1);
      }),
    );
  });
});
