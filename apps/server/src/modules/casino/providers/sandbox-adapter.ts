import { SANDBOX_PROVIDER_ID } from '@sb/contracts';
import {
  launchQuery,
  SANDBOX_BASE_PATH,
  SANDBOX_GAMES,
  SANDBOX_MAX_STAKE,
  SANDBOX_MIN_STAKE,
} from '../../sandbox-provider';
import type { ProviderAdapter } from './adapter';

/** The catalogue's name of the sandbox aggregator: it says what it is. */
export const SANDBOX_PROVIDER_NAME = 'Sandbox Aggregator (test)';

/**
 * The adapter of the sandbox aggregator (modules/sandbox-provider): its games and its signed
 * launch URL, built by its published protocol exactly as for an aggregator on another host.
 * `baseUrl` is where the provider is reached ('' = this site's origin, where the sandbox runs).
 */
export function sandboxAdapter(secret: string, baseUrl = ''): ProviderAdapter {
  return {
    id: SANDBOX_PROVIDER_ID,
    name: SANDBOX_PROVIDER_NAME,
    kind: 'aggregator',
    games: () =>
      SANDBOX_GAMES.map((g) => ({
        code: g.code,
        name: g.name,
        category: g.category,
        tags: ['sandbox', 'test'],
        rtp: g.rtp,
        volatility: g.volatility,
        rules: g.rules,
        minBet: SANDBOX_MIN_STAKE,
        maxBet: SANDBOX_MAX_STAKE,
        demo: true,
      })),
    launchUrl: (req) =>
      `${baseUrl}${SANDBOX_BASE_PATH}/launch?${launchQuery(secret, {
        game: req.gameCode,
        token: req.launchToken ?? '',
        currency: req.currency,
        mode: req.mode,
        lang: req.language,
        returnUrl: req.returnUrl,
        expires: Math.floor(req.expiresAt / 1000),
      })}`,
  };
}
