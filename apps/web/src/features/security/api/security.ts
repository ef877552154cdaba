import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  okAnswerSchema,
  requestIdAnswerSchema,
  securityAnswerSchema,
  sessionsAnswerSchema,
  twoFactorEnableAnswerSchema,
  twoFactorSetupAnswerSchema,
  userConfigResultSchema,
  type SessionView,
  type TwoFactorSetupAnswer,
} from '@sb/contracts';
import type { ProtectionMethods, ProtectionStatus } from '@sb/identity';
import { deleteParsed, getParsed, postParsed } from '../../../lib/api-client';

export interface SecurityStatus {
  protection_level: number;
  status: ProtectionStatus | null;
  protection_methods: Partial<ProtectionMethods>;
}

export type { UserConfig } from '@sb/contracts';
export type SessionRow = SessionView;
export type TwoFactorSetup = TwoFactorSetupAnswer;

const auth = { auth: true } as const;

/** Query keys of this feature: every change invalidates them all. */
export const securityKeys = {
  all: ['security'] as const,
  status: ['security', 'status'] as const,
  userConfig: ['security', 'user-config'] as const,
  sessions: ['security', 'sessions'] as const,
};

// The client already retries a 401 once with a fresh token; more retries only delay the error.
export const securityStatusQuery = queryOptions({
  queryKey: securityKeys.status,
  queryFn: async (): Promise<SecurityStatus> => getParsed(securityAnswerSchema, '/web-api/user/security', auth),
  retry: false,
});
export const userConfigQuery = queryOptions({
  queryKey: securityKeys.userConfig,
  queryFn: async () => (await getParsed(userConfigResultSchema, '/web-api/user/config', auth)).result,
  retry: false,
});
export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: async () => (await getParsed(sessionsAnswerSchema, '/web-api/user/sessions', auth)).sessions,
  retry: false,
});

const ok = (path: string, body: unknown) => postParsed(okAnswerSchema, path, body, auth);
export const securityCalls = {
  changePassword: (v: { oldPassword: string; newPassword: string }) => ok('/web-api/user/password/change', v),
  setSecurityQuestion: (v: { question: string; answer: string }) => ok('/web-api/user/security-question', v),
  setEmailAuth: (enabled: boolean) => ok('/web-api/user/email-auth', { enabled }),
  /** Issue 25 §6: replacing a confirmed phone carries the password. */
  bindPhone: (v: { phone: string; password?: string }) =>
    postParsed(requestIdAnswerSchema, '/web-api/user/phone/bind', v, auth),
  confirmPhone: (v: { requestId?: string; code: string }) => ok('/web-api/user/phone/confirm', v),
  confirmEmail: (code: string) => ok('/web-api/user/email/confirm', { code }),
  setupTwoFactor: () => postParsed(twoFactorSetupAnswerSchema, '/web-api/user/2fa/setup', undefined, auth),
  enableTwoFactor: (code: string) =>
    postParsed(twoFactorEnableAnswerSchema, '/web-api/user/2fa/enable', { code }, auth),
  disableTwoFactor: (code: string) => ok('/web-api/user/2fa/disable', { code }),
  endSession: (id: string) => deleteParsed(okAnswerSchema, `/web-api/user/sessions/${encodeURIComponent(id)}`, auth),
};

/** A change of a protection method: on success the level, methods and sessions are read again. */
export function useSecurityMutation<V, R>(fn: (v: V) => Promise<R>, onDone?: (r: R, v: V) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result, variables) => {
      onDone?.(result, variables);
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
}
