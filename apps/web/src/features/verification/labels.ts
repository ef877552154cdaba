import type { DocumentStatus, KycDocumentType } from '@sb/contracts';
import type { MessageKey } from '@sb/i18n';

/** The dictionary key of each document type and review status: literal keys, never computed. */
export const TYPE_LABEL = {
  passport: 'verification_type_passport',
  proof_of_address: 'verification_type_proof_of_address',
  selfie: 'verification_type_selfie',
} as const satisfies Record<KycDocumentType, MessageKey>;

export const STATUS_LABEL = {
  pending: 'verification_doc_status_pending',
  approved: 'verification_doc_status_approved',
  rejected: 'verification_doc_status_rejected',
} as const satisfies Record<DocumentStatus, MessageKey>;
