import { okAnswerSchema } from '@sb/contracts';
import { api, postParsed } from '../../../lib/api-client';

/**
 * Spec §4 Logout: the disconnect call; the server clears the session cookies. The page is then
 * reloaded, and until it is, nothing of the old session is asked for again (no 401 on the way).
 */
export async function logout(): Promise<void> {
  await postParsed(okAnswerSchema, '/web-api/user/logout');
  api.endSession();
}
