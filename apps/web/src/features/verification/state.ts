import { VERIFICATION_STATUS, type VerificationAnswer } from '@sb/contracts';
import type { MessageKey } from '@sb/i18n';

/** Which status line a page shows: identification has its own "complete" once its documents are approved. */
export function stateKey(state: VerificationAnswer, mode: 'verification' | 'identification'): MessageKey {
  if (mode === 'identification' && !state.fields.is_need_identification) return 'verification_state_identified';
  if (state.verified) return 'verification_state_verified';
  switch (state.fields.verification_status) {
    case VERIFICATION_STATUS.pending:
      return 'verification_state_pending';
    case VERIFICATION_STATUS.notVerified:
      return 'verification_state_not_verified';
    default:
      return 'verification_state_none';
  }
}
