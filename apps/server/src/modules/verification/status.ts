import {
  IDENTIFICATION_DOCUMENTS,
  REQUIRED_DOCUMENTS,
  VERIFICATION_STATUS,
  type DocumentStatus,
  type KycDocumentType,
  type VerificationFields,
  type VerificationGroupCode,
} from '@sb/contracts';
import { isVerified } from '@sb/identity';

/** What the status rules read: the player's documents and the operators' open requests. */
export interface DocumentFact {
  type: KycDocumentType;
  status: DocumentStatus;
}
export interface OpenRequest {
  type: KycDocumentType;
  deadlineAt: Date | null;
}

const DAY_MS = 86_400_000;

const GROUP: Record<number, VerificationGroupCode> = {
  [VERIFICATION_STATUS.none]: 'VERIFICATION_NOT_STARTED',
  [VERIFICATION_STATUS.notVerified]: 'VERIFICATION_FAILED',
  [VERIFICATION_STATUS.pending]: 'VERIFICATION_PENDING',
  [VERIFICATION_STATUS.verified]: 'VERIFICATION_SUCCESSFUL',
};

/** Types still to be approved: the required ones and every open request, each once. */
export function missingTypes(docs: readonly DocumentFact[], open: readonly OpenRequest[]): KycDocumentType[] {
  const approved = new Set(docs.filter((d) => d.status === 'approved').map((d) => d.type));
  const missing = REQUIRED_DOCUMENTS.filter((t) => !approved.has(t));
  for (const r of open) if (!missing.includes(r.type)) missing.push(r.type);
  return missing;
}

/** Whether the documents verify the player: the required set approved and no request open. */
export const documentsVerify = (docs: readonly DocumentFact[], open: readonly OpenRequest[]): boolean =>
  missingTypes(docs, open).length === 0;

/**
 * Issue 17, spec §3 user config verification fields, from the documents: verified (3) when the
 * required set is approved and no request is open; pending (2) while a document waits; not
 * verified (1, spec §4) when a review refused a missing type and nothing waits; else none (0).
 */
export function verificationFields(input: {
  docs: readonly DocumentFact[];
  open: readonly OpenRequest[];
  internalStatus: number;
  identificationEnabled: boolean;
  now: number;
}): VerificationFields {
  const { docs, open, now } = input;
  const missing = missingTypes(docs, open);
  const status =
    missing.length === 0
      ? VERIFICATION_STATUS.verified
      : docs.some((d) => d.status === 'pending')
        ? VERIFICATION_STATUS.pending
        : docs.some((d) => d.status === 'rejected' && missing.includes(d.type))
          ? VERIFICATION_STATUS.notVerified
          : VERIFICATION_STATUS.none;
  const group = GROUP[status] ?? 'VERIFICATION_NOT_STARTED';
  const approved = new Set(docs.filter((d) => d.status === 'approved').map((d) => d.type));
  const deadlines = open.flatMap((r) => (r.deadlineAt ? [r.deadlineAt.getTime()] : []));
  const requested = open.length > 0;
  const verified = fieldsVerified({
    internal_verification_status: input.internalStatus,
    verification_status_group_code: group,
    requested_additional_document: requested,
  });
  const types = [...REQUIRED_DOCUMENTS];
  for (const r of open) if (!types.includes(r.type)) types.push(r.type);
  return {
    verification_status: status,
    internal_verification_status: input.internalStatus,
    verification_status_group_code: group,
    verification_types: types,
    requested_additional_document: requested,
    is_need_identification: input.identificationEnabled && !IDENTIFICATION_DOCUMENTS.every((t) => approved.has(t)),
    show_verification_modal_on_deposit_page: !verified && (requested || status === VERIFICATION_STATUS.notVerified),
    remaining_days_to_activate:
      deadlines.length === 0 ? null : Math.max(0, Math.ceil((Math.min(...deadlines) - now) / DAY_MS)),
  };
}

/** Spec §4 verified: the internal flag or the group code VERIFICATION_SUCCESSFUL, and no document requested. */
export function fieldsVerified(
  f: Pick<
    VerificationFields,
    'internal_verification_status' | 'verification_status_group_code' | 'requested_additional_document'
  >,
): boolean {
  return isVerified({ ...f, verification_status: null, user_status_id: 0, ban_level: 0, ban_version: 0 });
}
