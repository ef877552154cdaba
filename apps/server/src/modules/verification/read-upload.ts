import type { FastifyRequest } from 'fastify';
import { KYC_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type KycDocumentType } from '@sb/contracts';
import { DomainError } from '../../http/errors';
import { verificationErrors as errors } from './errors';

/**
 * Reads the upload form (fields `type` and `file`, in any order) into memory, at most
 * MAX_DOCUMENT_BYTES; the multipart parser's own limits answer as the module's 400 codes.
 */
export async function readUpload(request: FastifyRequest): Promise<{ type: KycDocumentType; data: Buffer }> {
  if (!request.isMultipart()) throw new DomainError(400, 'multipart_required', 'main_error', 'multipart/form-data');
  let type: string | undefined;
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (part.fieldname === 'type' && typeof part.value === 'string') {
        type = part.value;
      }
    }
  } catch (err) {
    const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge(MAX_DOCUMENT_BYTES);
    // Only the multipart parser runs in the loop: busboy's "Unexpected end of form", a part over a
    // limit, … are bad input (issue 11: never a 500).
    throw new DomainError(400, 'bad_multipart', 'main_error', typeof code === 'string' ? code : 'unreadable multipart');
  }
  const known = KYC_DOCUMENT_TYPES.find((t) => t === type);
  if (!known) throw errors.badType();
  if (!data) throw errors.empty();
  return { type: known, data };
}
