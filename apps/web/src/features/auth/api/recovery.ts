import { api } from '../../../lib/api-client';

/** Spec §3 lost-password flow: request, code, new password, save. */
export const requestRecovery = (login: string) =>
  api.post<{ requestId: string }>('/web-api/user/recovery/request', { login: login.trim() });

export const checkRecoveryCode = (requestId: string, code: string) =>
  api.post<{ resetToken: string }>('/web-api/user/recovery/code', { requestId, code: code.trim() });

export const saveRecoveredPassword = (resetToken: string, password: string) =>
  api.post<{ success: true }>('/web-api/user/recovery/save', { resetToken, password });
