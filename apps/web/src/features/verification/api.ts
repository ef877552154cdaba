import { queryOptions } from '@tanstack/react-query';
import {
  documentsAnswerSchema,
  documentViewSchema,
  VERIFICATION_DOCUMENTS_PATH,
  VERIFICATION_PATH,
  verificationAnswerSchema,
  type DocumentView,
  type KycDocumentType,
} from '@sb/contracts';
import { ApiError, DEFAULT_ERROR_TITLE, getParsed, parseErrorBody } from '../../lib/api-client';

/** Query keys of KYC verification (issue 17): a key factory, never string keys. */
export const verificationKeys = {
  all: ['verification'] as const,
  state: ['verification', 'state'] as const,
  documents: ['verification', 'documents'] as const,
};

/** Status, what is still needed, open requests (spec §3 user config verification fields). */
export const verificationQuery = queryOptions({
  queryKey: verificationKeys.state,
  queryFn: () => getParsed(verificationAnswerSchema, VERIFICATION_PATH, { auth: true }),
  retry: false,
});

export const documentsQuery = queryOptions({
  queryKey: verificationKeys.documents,
  queryFn: () => getParsed(documentsAnswerSchema, VERIFICATION_DOCUMENTS_PATH, { auth: true }),
  retry: false,
});

/**
 * Uploads one document as multipart form data. The JSON client cannot send a file, so this call
 * goes out with the session cookie and the CSRF header itself; its refusals are parsed into the
 * same ApiError (title = dictionary key) the other calls throw.
 */
export async function uploadDocument(
  type: KycDocumentType,
  file: Blob,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<DocumentView> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetchImpl(VERIFICATION_DOCUMENTS_PATH, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
  } catch {
    throw new ApiError([{ status: 'network_error', code: 'network_error', title: 'main_network_error', detail: '' }]);
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw parseErrorBody(res.status, body);
  const parsed = documentViewSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError([{ status: 502, code: 'invalid_answer', title: DEFAULT_ERROR_TITLE, detail: '' }]);
  return parsed.data;
}
