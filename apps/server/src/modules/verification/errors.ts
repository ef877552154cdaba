import { DomainError } from '../../http/errors';

/** The verification module's refusals: a stable code and the dictionary key of its message. */
export const verificationErrors = {
  unsupported: () =>
    new DomainError(400, 'unsupported_document', 'verification_error_type', 'only JPEG, PNG, WebP or PDF content'),
  tooLarge: (max: number) =>
    new DomainError(400, 'document_too_large', 'verification_error_size', `a document is at most ${max} bytes`),
  empty: () => new DomainError(400, 'document_missing', 'verification_error_missing', 'a file part named file'),
  badType: () =>
    new DomainError(
      400,
      'invalid_document_type',
      'verification_error_doc_type',
      'type: passport, proof_of_address or selfie',
    ),
  tooMany: () =>
    new DomainError(429, 'too_many_documents', 'verification_error_too_many', 'too many documents wait for review'),
  notFound: () => new DomainError(404, 'document_not_found', 'verification_error_not_found', 'no such document'),
  notPending: () => new DomainError(409, 'document_reviewed', 'main_error', 'the document was already reviewed'),
  noUser: () => new DomainError(404, 'not_found', 'main_error', 'no such user'),
};
