import { okAnswerSchema, recoveryCodeAnswerSchema, requestIdAnswerSchema } from '@sb/contracts';
import { postParsed } from '../../../lib/api-client';

/** Spec §3 lost-password flow: request, code, new password, save. */
export const requestRecovery = (login: string) =>
  postParsed(requestIdAnswerSchema, '/web-api/user/recovery/request', { login: login.trim() });

export const checkRecoveryCode = (requestId: string, code: string) =>
  postParsed(recoveryCodeAnswerSchema, '/web-api/user/recovery/code', { requestId, code: code.trim() });

export const saveRecoveredPassword = (resetToken: string, password: string) =>
  postParsed(okAnswerSchema, '/web-api/user/recovery/save', { resetToken, password });
