import { describe, expect, it } from 'vitest';
import {
  adminGameResultBodySchema,
  adminReconcileAnswerSchema,
  adminSeoPageBodySchema,
  adminUserParamsSchema,
  adminVerificationBodySchema,
} from './admin';

describe('issue 12: the admin API contract', () => {
  it('the verification verdict is spec §3 internal_verification_status 0 or 1, for a row id', () => {
    expect(adminVerificationBodySchema.safeParse({ internal_verification_status: 1 }).success).toBe(true);
    expect(adminVerificationBodySchema.safeParse({ internal_verification_status: 2 }).success).toBe(false);
    expect(adminUserParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(adminUserParamsSchema.safeParse({ id: String(2 ** 31) }).success).toBe(false);
  });

  it('the reconciliation report: totals per currency in minor units', () => {
    const report = { accounts: 2, clean: true, mismatches: [], unbalancedCurrencies: [], totals: { EUR: '0' } };
    expect(adminReconcileAnswerSchema.parse(report)).toEqual(report);
    expect(adminReconcileAnswerSchema.safeParse({ ...report, totals: { EUR: 0 } }).success).toBe(false);
  });

  it('spec §3 SEO page data: a url canonical needs targetUrl, a mirror needs a domain; paths are plain', () => {
    const page = { lang: 'en', path: '/line/football', data: { title: 'Football' } };
    expect(adminSeoPageBodySchema.safeParse(page).success).toBe(true);
    expect(adminSeoPageBodySchema.safeParse({ ...page, path: '/a/../b?x' }).success).toBe(false);
    const url = { ...page, data: { customCanonical: { mode: 'url' } } };
    expect(adminSeoPageBodySchema.safeParse(url).success).toBe(false);
    const mirror = { ...page, data: { customCanonical: { mode: 'mirror', domain: { host: 'example.com' } } } };
    expect(adminSeoPageBodySchema.safeParse(mirror).success).toBe(true);
  });

  it('the operator result is a finished (4) or cancelled (5) game with an optional score', () => {
    const score = { home: 2, away: 1, periods: [[1, 0] as [number, number]] };
    expect(adminGameResultBodySchema.safeParse({ statusId: 4, score }).success).toBe(true);
    expect(adminGameResultBodySchema.safeParse({ statusId: 5 }).success).toBe(true);
    expect(adminGameResultBodySchema.safeParse({ statusId: 3, score }).success).toBe(false);
    expect(adminGameResultBodySchema.safeParse({ statusId: 4, score: { ...score, home: -1 } }).success).toBe(false);
  });
});
