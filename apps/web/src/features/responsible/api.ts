import {
  availableLimitsSchema,
  blockUserAnswerSchema,
  LIMIT_SERVICE_API as BASE,
  limitActionAnswerSchema,
  limitListSchema,
  limitsDataAnswerSchema,
  pingAnswerSchema,
  REALITY_CHECK_PATH,
  realityCheckAnswerSchema,
  saveLimitsAnswerSchema,
  selfExcludeReasonsSchema,
  testAnswersAnswerSchema,
  type AvailableLimit,
  type LimitView,
  type PingAnswer,
  type RealityCheckAction,
  type SaveLimitsAnswer,
} from '@sb/contracts';
import { api } from '../../lib/api-client';

// The limit service's shapes are the responsible contract's; every answer is parsed with it.
export type { AvailableLimit, LimitView, PingAnswer };
export type SaveAnswer = SaveLimitsAnswer;

const lang = (lng: string) => ({ 'X-Language': lng });

export const rgApi = {
  limits: async (lng: string) =>
    limitListSchema.parse(await api.request<unknown>(`${BASE}/limits`, { method: 'GET', headers: lang(lng) })),
  available: async (lng: string) =>
    availableLimitsSchema.parse(
      await api.request<unknown>(`${BASE}/availablelimits`, { method: 'GET', headers: lang(lng) }),
    ),
  reasons: async (lng: string) =>
    selfExcludeReasonsSchema.parse(
      await api.request<unknown>(`${BASE}/reasons/selfexclude`, { method: 'GET', headers: lang(lng) }),
    ),
  save: async (lng: string, limits: { limitType: number; limitValue: number }[]) =>
    saveLimitsAnswerSchema.parse(
      await api.request<unknown>(`${BASE}/limits`, { method: 'POST', body: { limits }, headers: lang(lng) }),
    ),
  answers: async (tokenGuid: string, answers: { id: number; answer: 'yes' | 'no' }[]) =>
    testAnswersAnswerSchema.parse(await api.post<unknown>(`${BASE}/testanswers`, { tokenGuid, answers })),
  action: async (action: 'confirm' | 'reject', limitType: number) =>
    limitActionAnswerSchema.parse(await api.post<unknown>(`${BASE}/limitaction`, { action, limitType })),
  remove: async (limitType: number) =>
    limitsDataAnswerSchema.parse(await api.delete<unknown>(`${BASE}/limit?limitType=${limitType}`)),
  block: async (days: number, reason: string | undefined) =>
    blockUserAnswerSchema.parse(await api.post<unknown>(`${BASE}/BlockUser`, { days, ...(reason ? { reason } : {}) })),
  ping: async () => pingAnswerSchema.parse(await api.post<unknown>(`${BASE}/ping`)),
  realityCheck: async (action: RealityCheckAction, doNotShowAgain: boolean) =>
    realityCheckAnswerSchema.parse(
      await api.post<unknown>(REALITY_CHECK_PATH, {
        data: { attributes: { action, do_not_show_again: doNotShowAgain } },
      }),
    ),
};
