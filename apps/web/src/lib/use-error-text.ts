import { useCallback } from 'react';
import { ApiError, DEFAULT_ERROR_TITLE } from './api-client';
import { useTranslation, dynamicT } from './i18n';

/**
 * The message for a failed call: the server's `title` is a dictionary key; an unknown key or a
 * failure that is not an API error shows the spec's default title main_error.
 */
export function useErrorText(): (err: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (err: unknown) => {
      const title = err instanceof ApiError ? err.title : DEFAULT_ERROR_TITLE;
      return dynamicT(t)(i18n.exists(title) ? title : DEFAULT_ERROR_TITLE);
    },
    [t, i18n],
  );
}
