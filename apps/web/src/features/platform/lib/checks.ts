import {
  BLOCK_CHECK_RETRIES,
  BLOCK_CHECK_RETRY_DELAY_MS,
  BLOCK_EXEMPT_PATHS,
  BLOCK_V2_PATH,
  blockAnswerSchema,
  blockPageOf,
  DISPLAY_BLOCKED,
  REDIRECT_CHECK_RETRIES,
  REDIRECT_CHECK_RETRY_DELAY_MS,
  REDIRECT_FORMAT_ERROR,
  REDIRECT_LIGHT_PATH,
  redirectLightAnswerSchema,
  type BlockAnswer,
  type RedirectDecision,
} from '@sb/contracts';
import { ApiError, INVALID_ANSWER_CODE, postParsed } from '../../../lib/api-client';
import { realSleep, withRetries, type Sleep } from './retry';

export interface CheckDeps {
  post: typeof postParsed;
  sleep: Sleep;
  log: (message: string) => void;
}
const defaults: CheckDeps = { post: postParsed, sleep: realSleep, log: (m) => console.error(m) };

/** Worth another try: the network or the server failed; an answer (4xx, a wrong shape) is final. */
export function retryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.code === INVALID_ANSWER_CODE) return false;
  return typeof err.status !== 'number' || err.status >= 500;
}

/**
 * Spec §7 redirect-light with the §9 retries. Spec §8: an answer that does not fit the contract is
 * logged as 'Incorrect response format of the Redirect service' and ignored; a redirect back to
 * the page itself (a cycle) is suppressed.
 */
export async function checkRedirect(url: string, deps: CheckDeps = defaults): Promise<RedirectDecision | null> {
  try {
    const answer = await withRetries(() => deps.post(redirectLightAnswerSchema, REDIRECT_LIGHT_PATH, { url }), {
      times: REDIRECT_CHECK_RETRIES,
      delayMs: REDIRECT_CHECK_RETRY_DELAY_MS,
      sleep: deps.sleep,
      retry: retryable,
    });
    const d = answer.data;
    if (!d.redirect || d.url === null || d.url === url) return null;
    return d;
  } catch (err) {
    if (err instanceof ApiError && err.code === INVALID_ANSWER_CODE) deps.log(REDIRECT_FORMAT_ERROR);
    return null;
  }
}

export type BlockOutcome = { kind: 'pass' } | { kind: 'blocked'; page: string } | { kind: 'failed' };

/** Spec §7 v2/block with the §9 retries; the verify route and the block pages are never checked. */
export async function checkBlock(
  lng: string,
  pathname: string,
  authenticated: boolean,
  deps: CheckDeps = defaults,
): Promise<BlockOutcome> {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
  if (BLOCK_EXEMPT_PATHS.includes(rest)) return { kind: 'pass' };
  let answer: BlockAnswer;
  try {
    answer = await withRetries(
      () => deps.post(blockAnswerSchema, BLOCK_V2_PATH, { auth: authenticated, url: pathname }),
      {
        times: BLOCK_CHECK_RETRIES,
        delayMs: BLOCK_CHECK_RETRY_DELAY_MS,
        sleep: deps.sleep,
        retry: retryable,
      },
    );
  } catch {
    return { kind: 'failed' };
  }
  if (answer.displayTypeId !== DISPLAY_BLOCKED || answer.templateTypeId === null) return { kind: 'pass' };
  return { kind: 'blocked', page: `/${lng}/${blockPageOf(answer.templateTypeId)}` };
}
