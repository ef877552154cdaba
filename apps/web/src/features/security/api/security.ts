import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtectionMethods, ProtectionStatus } from '@sb/identity';
import { api } from '../../../lib/api-client';

export interface SecurityStatus {
  protection_level: number;
  status: ProtectionStatus | null;
  protection_methods: Partial<ProtectionMethods>;
}

/** The part of spec §3 User config this page reads. */
export interface UserConfig {
  user_id: number;
  user_name: string;
  user_email: string | null;
  phone_number: string | null;
  /** Spec §4 activation type: 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
  activation_type: number;
}

export interface SessionRow {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

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
  queryFn: () => api.get<SecurityStatus>('/web-api/user/security', auth),
  retry: false,
});
export const userConfigQuery = queryOptions({
  queryKey: securityKeys.userConfig,
  queryFn: async () => (await api.get<{ result: UserConfig }>('/web-api/user/config', auth)).result,
  retry: false,
});
export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: async () => (await api.get<{ sessions: SessionRow[] }>('/web-api/user/sessions', auth)).sessions,
  retry: false,
});

type Ok = { success: true };
export const securityCalls = {
  changePassword: (v: { oldPassword: string; newPassword: string }) =>
    api.post<Ok>('/web-api/user/password/change', v, auth),
  setSecurityQuestion: (v: { question: string; answer: string }) =>
    api.post<Ok>('/web-api/user/security-question', v, auth),
  setEmailAuth: (enabled: boolean) => api.post<Ok>('/web-api/user/email-auth', { enabled }, auth),
  bindPhone: (phone: string) => api.post<{ requestId: string }>('/web-api/user/phone/bind', { phone }, auth),
  confirmPhone: (v: { requestId?: string; code: string }) => api.post<Ok>('/web-api/user/phone/confirm', v, auth),
  confirmEmail: (code: string) => api.post<Ok>('/web-api/user/email/confirm', { code }, auth),
  setupTwoFactor: () => api.post<TwoFactorSetup>('/web-api/user/2fa/setup', undefined, auth),
  enableTwoFactor: (code: string) => api.post<{ backupCodes: string[] }>('/web-api/user/2fa/enable', { code }, auth),
  disableTwoFactor: (code: string) => api.post<Ok>('/web-api/user/2fa/disable', { code }, auth),
  endSession: (id: string) => api.delete<Ok>(`/web-api/user/sessions/${encodeURIComponent(id)}`, auth),
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
