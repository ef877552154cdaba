import { api } from '../../lib/api-client';

const BASE = '/limit-service-api/api/external/web/v3';

export interface LimitView {
  limitType: number;
  limitValue: string;
  limitBalance: string | null;
  limitState: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  needApprove: boolean;
  startedAt: string;
  endsAt: string | null;
  selfExcludeReason: string | null;
  availableValues: number[] | null;
  measure: string;
  label: string;
  currencyCode: string | null;
}

export interface AvailableLimit {
  limitType: number;
  measure: string;
  label: string;
  availableValues: number[] | null;
}

export interface SaveAnswer {
  status: 'saved' | 'questions';
  data: { questions: { id: number; text: string }[] };
  tokenGuid: string | null;
  limitsData: LimitView[];
}

export interface PingAnswer {
  active: boolean;
  sessionLimitReached: boolean;
  messages: string[];
  realityCheck: { due: boolean; playedSeconds: number; netResultMinor: string; intervalMinutes: number } | null;
}

const lang = (lng: string) => ({ 'X-Language': lng });

export const rgApi = {
  limits: (lng: string) => api.request<LimitView[]>(`${BASE}/limits`, { method: 'GET', headers: lang(lng) }),
  available: (lng: string) =>
    api.request<AvailableLimit[]>(`${BASE}/availablelimits`, { method: 'GET', headers: lang(lng) }),
  reasons: (lng: string) =>
    api.request<{ id: string; label: string }[]>(`${BASE}/reasons/selfexclude`, { method: 'GET', headers: lang(lng) }),
  save: (lng: string, limits: { limitType: number; limitValue: number }[]) =>
    api.request<SaveAnswer>(`${BASE}/limits`, { method: 'POST', body: { limits }, headers: lang(lng) }),
  answers: (tokenGuid: string, answers: { id: number; answer: 'yes' | 'no' }[]) =>
    api.post<{ questionsResult: { id: number; correct: boolean }[]; success: boolean; limitsData: LimitView[] }>(
      `${BASE}/testanswers`,
      {
        tokenGuid,
        answers,
      },
    ),
  action: (action: 'confirm' | 'reject', limitType: number) =>
    api.post<{ title: string; limitsData: LimitView[] }>(`${BASE}/limitaction`, { action, limitType }),
  remove: (limitType: number) => api.delete<{ limitsData: LimitView[] }>(`${BASE}/limit?limitType=${limitType}`),
  block: (days: number, reason: string | undefined) =>
    api.post<{ success: boolean }>(`${BASE}/BlockUser`, { days, ...(reason ? { reason } : {}) }),
  ping: () => api.post<PingAnswer>(`${BASE}/ping`),
  realityCheck: (action: 'continue' | 'log_out' | 'nothing', doNotShowAgain: boolean) =>
    api.post<{ success: boolean; loggedOut: boolean }>('/web-api/api/web/user/v1/reality-check', {
      data: { attributes: { action, do_not_show_again: doNotShowAgain } },
    }),
};
