import { BLOCK_CHECK_RETRIES, BLOCK_CHECK_RETRY_DELAY_MS, BLOCK_LIGHT_PATH, blockAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../../lib/api-client';
import { retryable } from './checks';
import { realSleep, withRetries, type Sleep } from './retry';

/** Spec §7 block/light as a logged-in page asks it: the §6 VIP main-domain question included. */
export const VIP_DOMAIN_CHECK_PATH = `${BLOCK_LIGHT_PATH}?stage=main&auth=1&mainVipDomainAuthNeed=1`;

export interface VipDomainDeps {
  get: typeof getParsed;
  sleep: Sleep;
}
const defaults: VipDomainDeps = { get: getParsed, sleep: realSleep };

/**
 * Spec §6 "VIP main-domain authentication may be required by geo": where this player must sign
 * in (the main VIP domain's origin), or null when they may stay. The §9 block-check retries; a
 * check that keeps failing lets the player stay (the server's own guard still applies).
 */
export async function mainVipDomainTarget(deps: VipDomainDeps = defaults): Promise<string | null> {
  try {
    const answer = await withRetries(() => deps.get(blockAnswerSchema, VIP_DOMAIN_CHECK_PATH), {
      times: BLOCK_CHECK_RETRIES,
      delayMs: BLOCK_CHECK_RETRY_DELAY_MS,
      sleep: deps.sleep,
      retry: retryable,
    });
    return answer.mainVipDomainAuthNeed === true && answer.mainVipDomainUrl ? answer.mainVipDomainUrl : null;
  } catch {
    return null;
  }
}

/** The same page on the main VIP domain: its origin with this page's path and query. */
export function onMainVipDomain(origin: string, location: { pathname: string; search: string }): string {
  return `${origin.replace(/\/+$/, '')}${location.pathname}${location.search}`;
}
