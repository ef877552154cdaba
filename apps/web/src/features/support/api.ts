import { queryOptions } from '@tanstack/react-query';
import {
  appealSchema,
  appealsAnswerSchema,
  managerAnswerSchema,
  callbackAnswerSchema,
  chatAnswerSchema,
  chatMessageSchema,
  CHAT_ATTACHMENT_PATH,
  supportEmailAnswerSchema,
  supportStateSchema,
} from '@sb/contracts';
import { api, ApiError, DEFAULT_ERROR_TITLE, getParsed, parseErrorBody, postParsed } from '../../lib/api-client';

/** Query keys of the support button. */
export const supportKeys = {
  state: (lng: string, loggedIn: boolean) => ['support', 'state', lng, loggedIn] as const,
  chat: ['support', 'chat'] as const,
};

/** The unread marker and who is online: re-read every minute while the page is open. */
export const SUPPORT_STATE_REFRESH_MS = 60_000;
/** While the chat is open and its socket is down, the history is re-read this often. */
export const CHAT_POLL_MS = 15_000;

export const supportStateQuery = (lng: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: supportKeys.state(lng, loggedIn),
    queryFn: () => getParsed(supportStateSchema, `/web-api/support/state?lng=${lng}`, { auth: loggedIn }),
    staleTime: SUPPORT_STATE_REFRESH_MS,
    refetchInterval: SUPPORT_STATE_REFRESH_MS,
    retry: false,
  });

export const chatQuery = queryOptions({
  queryKey: supportKeys.chat,
  queryFn: () => getParsed(chatAnswerSchema, '/web-api/support/chat', { auth: true }),
  retry: false,
});

/** A chat message; with no consultant online (issue 17 offline) `email` says where the answer goes. */
export const sendChatMessage = (body: string, lng: string, email?: string) =>
  postParsed(chatMessageSchema, '/web-api/support/chat', email ? { body, lng, email } : { body, lng }, { auth: true });

/**
 * Issue 17: a file for support (JPEG, PNG, WebP or PDF, checked by the server by content) as a
 * chat message of its own; multipart, so not through the JSON client.
 */
export async function sendChatAttachment(file: Blob, lng: string, fetchImpl: typeof fetch = globalThis.fetch) {
  const form = new FormData();
  form.append('lng', lng);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetchImpl(CHAT_ATTACHMENT_PATH, {
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
  const parsed = chatMessageSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError([{ status: 502, code: 'invalid_answer', title: DEFAULT_ERROR_TITLE, detail: '' }]);
  return parsed.data;
}

/** Marks read the answers up to the last one shown (a later answer stays unread). */
export const markChatRead = (upTo: number) =>
  api.post<undefined>('/web-api/support/chat/read', { upTo }, { auth: true });

export const requestCallback = (phone: string, lng: string) =>
  postParsed(callbackAnswerSchema, '/web-api/support/callback', { phone, lng }, { auth: true });

export const sendSupportEmail = (
  form: { email: string; subject: string; body: string; lng: string },
  loggedIn: boolean,
) => postParsed(supportEmailAnswerSchema, '/web-api/support/email', form, { auth: loggedIn });

/** Spec §2 office/manager: the player's personal manager, or null. */
export const managerQuery = queryOptions({
  queryKey: ['support', 'manager'] as const,
  queryFn: () => getParsed(managerAnswerSchema, '/web-api/support/manager', { auth: true }),
  retry: false,
});

/** Spec §2 block-appeal-history: the blocked player's appeals. */
export const appealsQuery = queryOptions({
  queryKey: ['support', 'appeals'] as const,
  queryFn: () => getParsed(appealsAnswerSchema, '/web-api/support/appeals', { auth: true }),
  retry: false,
});

export const sendAppeal = (body: string) =>
  postParsed(appealSchema, '/web-api/support/appeals', { body }, { auth: true });
