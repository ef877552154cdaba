import { useCallback } from 'react';
import { ApiError, DEFAULT_ERROR_TITLE } from '../../../lib/api-client';
import { useTranslation, dynamicT } from '../../../lib/i18n';

/**
 * A refusal of the betting API as text: the server's title (bet_error_<code>), else the key of
 * its code, else the spec's default main_error.
 */
export function useBetErrorText(): (err: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (err: unknown) => {
      const tr = dynamicT(t);
      if (!(err instanceof ApiError)) return tr(DEFAULT_ERROR_TITLE);
      for (const key of [err.title, `bet_error_${err.code}`]) if (i18n.exists(key)) return tr(key);
      return tr(DEFAULT_ERROR_TITLE);
    },
    [t, i18n],
  );
}

export const isApiCode = (err: unknown, code: string): err is ApiError => err instanceof ApiError && err.code === code;
