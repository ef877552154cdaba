import { api } from '../../../lib/api-client';

/** Spec §4 Logout: the disconnect call; the server clears the session cookies. */
export async function logout(): Promise<void> {
  await api.post<{ success: true }>('/web-api/user/logout');
  api.dropToken();
}
