import { useCallback } from 'react';
import { notifications } from '../../../components/ui/notification-store';
import { ApiError } from '../../../lib/api-client';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { shownErrors, successKey, type ShownErrors } from '../lib/office-errors';

/**
 * Spec §8 for an office save: success → an office notification (spec §9: it closes after
 * 10000 ms) of the server's message or main_save_success; failure → the error's own messages (at
 * most 3, by priority) or main_query_error, for the page to show beside the form.
 */
export function useOfficeFeedback() {
  const { t, i18n } = useTranslation();
  const exists = useCallback((key: string) => i18n.exists(key), [i18n]);
  const saved = useCallback(
    (message?: string) =>
      notifications.notify(dynamicT(t)(successKey(message, exists)), { group: 'office', tone: 'success' }),
    [t, exists],
  );
  const failed = useCallback(
    (err: unknown): ShownErrors =>
      shownErrors(
        err instanceof ApiError ? { status: err.status, body: err.body } : { status: 'network_error' },
        exists,
      ),
    [exists],
  );
  return { saved, failed, exists };
}
