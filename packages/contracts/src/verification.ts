import { z } from 'zod';

/**
 * Issue 17 KYC verification: documents a player uploads (office/verification,
 * office/identification), the operator's review through the admin API, and the spec §3 user
 * config verification fields. The spec names no paths; these follow the office's style.
 */
export const VERIFICATION_PATH = '/web-api/verification';
export const VERIFICATION_DOCUMENTS_PATH = '/web-api/verification/documents';
export const documentFilePath = (id: string) => `${VERIFICATION_DOCUMENTS_PATH}/${encodeURIComponent(id)}/file`;
export const ADMIN_VERIFICATION_DOCUMENTS_PATH = '/admin-api/verification/documents';

/** Passport or national ID, proof of address, selfie with the document. */
export const KYC_DOCUMENT_TYPES = ['passport', 'proof_of_address', 'selfie'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** What a document may be, decided from its content (magic bytes), never from its name. */
export const DOCUMENT_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentMime = (typeof DOCUMENT_MIMES)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The largest document accepted: 10 MiB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Verified needs these approved (plus every document an operator requested). */
export const REQUIRED_DOCUMENTS: readonly KycDocumentType[] = ['passport'];
/** office/identification (when the site's identification flag is on): the document and a selfie. */
export const IDENTIFICATION_DOCUMENTS: readonly KycDocumentType[] = ['passport', 'selfie'];

/**
 * Spec §3 verification_status; spec §4 reads 1 as "not verified". 0: nothing uploaded yet,
 * 1: not verified (the last review refused a required document and none waits), 2: a document
 * waits for review, 3: verified.
 */
export const VERIFICATION_STATUS = { none: 0, notVerified: 1, pending: 2, verified: 3 } as const;
/** Spec §3 verification_status_group_code; spec §4 names VERIFICATION_SUCCESSFUL. */
export const VERIFICATION_GROUP_CODES = [
  'VERIFICATION_NOT_STARTED',
  'VERIFICATION_PENDING',
  'VERIFICATION_FAILED',
  'VERIFICATION_SUCCESSFUL',
] as const;
export type VerificationGroupCode = (typeof VERIFICATION_GROUP_CODES)[number];

export const documentViewSchema = z.object({
  id: z.string(),
  type: z.enum(KYC_DOCUMENT_TYPES),
  mime: z.enum(DOCUMENT_MIMES),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;
export const documentsAnswerSchema = z.object({ documents: z.array(documentViewSchema) });

/** The spec §3 user config verification fields (the user config answers them too). */
export const verificationFieldsSchema = z.object({
  verification_status: z.number().int(),
  internal_verification_status: z.number().int(),
  verification_status_group_code: z.enum(VERIFICATION_GROUP_CODES),
  verification_types: z.array(z.enum(KYC_DOCUMENT_TYPES)),
  requested_additional_document: z.boolean(),
  is_need_identification: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().int().nullable(),
});
export type VerificationFields = z.infer<typeof verificationFieldsSchema>;

/** GET /web-api/verification: the fields, what is still missing, the open requests. */
export const verificationAnswerSchema = z.object({
  fields: verificationFieldsSchema,
  verified: z.boolean(),
  identificationEnabled: z.boolean(),
  /** Types still to be approved for verification (required and requested). */
  missing: z.array(z.enum(KYC_DOCUMENT_TYPES)),
  requested: z.array(
    z.object({ type: z.enum(KYC_DOCUMENT_TYPES), comment: z.string().nullable(), deadlineAt: z.string().nullable() }),
  ),
  maxBytes: z.number().int(),
  /** Spec §3 is_identification_bonus: a bonus of the site waits for this player's verification. */
  identificationBonus: z.boolean(),
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

export const documentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export const documentIdParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

// ── admin API (operators) ──
export const adminDocumentViewSchema = documentViewSchema.extend({ userId: z.number().int(), sha256: z.string() });
export const adminDocumentsQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).default('pending'),
  userId: z.coerce.number().int().positive().optional(),
});
export const adminDocumentsAnswerSchema = z.object({ documents: z.array(adminDocumentViewSchema) });
export const adminRejectBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export const adminRequestDocumentBodySchema = z.object({
  type: z.enum(KYC_DOCUMENT_TYPES),
  comment: z.string().trim().min(1).max(500).optional(),
  /** Days the player has to provide it (spec §3 remaining_days_to_activate counts them down). */
  days: z.number().int().min(1).max(365).optional(),
});
export const adminVerificationUserParamsSchema = z.object({ id: z.coerce.number().int().positive() });
