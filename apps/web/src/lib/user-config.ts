import { userConfigResultSchema, type UserConfig } from '@sb/contracts';
import { api, getParsed, type ApiClient } from './api-client';

/** Spec §3 User config (a subset the site uses today; the server answers more fields). */
export type { UserConfig };

/** Spec §8: the error thrown when the user config cannot be loaded. */
export const USER_CONFIG_ERROR = 'failed to get user config';

/**
 * Spec §4 Config (user): an installed flag, loaded only once; a new load aborts the earlier
 * request. Spec §8: on failure the installed flag is reset and 'failed to get user config' thrown.
 */
export function createUserConfigLoader(client: Pick<ApiClient, 'get'>) {
  let installed = false;
  let value: UserConfig | null = null;
  let controller: AbortController | null = null;
  return {
    get installed() {
      return installed;
    },
    get value() {
      return value;
    },
    async load(force = false): Promise<UserConfig> {
      if (installed && value && !force) return value;
      controller?.abort();
      const own = new AbortController();
      controller = own;
      installed = true;
      try {
        // GET without cache: the answer is the player's own and changes with every setting.
        const answer = await getParsed(userConfigResultSchema, '/web-api/user/config', { signal: own.signal }, client);
        if (controller === own) value = answer.result;
        return answer.result;
      } catch (err) {
        if (own.signal.aborted && controller !== own) throw err;
        installed = false;
        throw new Error(USER_CONFIG_ERROR, { cause: err });
      }
    },
  };
}

export const userConfig = createUserConfigLoader(api);
