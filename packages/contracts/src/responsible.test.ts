import { describe, expect, it } from 'vitest';
import { LIMIT_TYPE } from './constants';
import { blockUserBodySchema, limitViewSchema, pingAnswerSchema, realityCheckBodySchema } from './responsible';

const limit = {
  limitType: LIMIT_TYPE.selfExclusion,
  limitValue: '7',
  limitBalance: null,
  limitState: 'ACTIVE',
  needApprove: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-01-08T00:00:00.000Z',
  selfExcludeReason: null,
  availableValues: [1, 7, 30],
  measure: 'days',
  label: 'rg_limit_self_exclusion',
  currencyCode: null,
};

describe('issue 12: the responsible-gaming contract (spec §3 Limit, Reality-check request)', () => {
  it('spec §3 Limit: parses a limit and refuses an unknown limitState', () => {
    expect(limitViewSchema.parse(limit)).toEqual(limit);
    expect(limitViewSchema.safeParse({ ...limit, limitState: 'DONE' }).success).toBe(false);
  });

  it('spec §3 Reality-check request: action, do_not_show_again (default false), popup_show_at', () => {
    const body = realityCheckBodySchema.parse({ data: { attributes: { action: 'continue' } } });
    expect(body.data.attributes).toEqual({ action: 'continue', do_not_show_again: false });
    expect(realityCheckBodySchema.safeParse({ data: { attributes: { action: 'stop' } } }).success).toBe(false);
  });

  it('the ping answer and the BlockUser body are checked', () => {
    expect(
      pingAnswerSchema.safeParse({ active: true, sessionLimitReached: false, messages: [], realityCheck: null })
        .success,
    ).toBe(true);
    expect(blockUserBodySchema.safeParse({ days: 7, reason: 'x'.repeat(61) }).success).toBe(false);
  });
});
