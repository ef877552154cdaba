import type { UserConfig } from '@sb/contracts';
import { api, getLazyParsed, type ApiClient } from './api-client';

/** The answer's schema loads with the first call: the shell reads the user config before hydration, zod need not. */
const loadSchema = () => import('@sb/contracts/identity').then((m) => m.userConfigResultSchema);

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
        const answer = await getLazyParsed(loadSchema, '/web-api/user/config', { signal: own.signal }, client);
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

/**
 * Spec §3 isCCLine / isCClive: whether the player's line (live) is custom, and the sports hidden
 * there. A list is applied only while its flag says the section is custom (an older answer
 * without the flags keeps its list).
 */
export function hiddenSportsOf(c: UserConfig, section: 'line' | 'live'): readonly number[] {
  const custom = section === 'line' ? c.isCCLine : c.isCClive;
  if (custom === false) return [];
  return (section === 'line' ? c.disallow_line_sport : c.disallow_live_sport) ?? [];
}
