import { describe, expect, it } from 'vitest';
import type { VerificationAnswer } from '@sb/contracts';
import { stateKey } from './state';

const answer = (over: Partial<VerificationAnswer['fields']>, verified = false): VerificationAnswer => ({
  fields: {
    verification_status: 0,
    internal_verification_status: 0,
    verification_status_group_code: 'VERIFICATION_NOT_STARTED',
    verification_types: ['passport'],
    requested_additional_document: false,
    is_need_identification: true,
    show_verification_modal_on_deposit_page: false,
    remaining_days_to_activate: null,
    ...over,
  },
  verified,
  identificationEnabled: true,
  missing: ['passport'],
  requested: [],
  maxBytes: 10 * 1024 * 1024,
  identificationBonus: false,
});

describe('issue 17 KYC: the status line of office/verification and office/identification (spec §4)', () => {
  it.each([
    [answer({}), 'verification_state_none'],
    [answer({ verification_status: 2 }), 'verification_state_pending'],
    [answer({ verification_status: 1 }), 'verification_state_not_verified'],
    [answer({ verification_status: 3 }, true), 'verification_state_verified'],
  ])('verification page: %#', (state, key) => {
    expect(stateKey(state, 'verification')).toBe(key);
  });

  it('identification is complete once its documents are approved, whatever else is missing', () => {
    expect(stateKey(answer({ is_need_identification: false }), 'identification')).toBe('verification_state_identified');
    expect(stateKey(answer({ is_need_identification: true, verification_status: 2 }), 'identification')).toBe(
      'verification_state_pending',
    );
  });
});
