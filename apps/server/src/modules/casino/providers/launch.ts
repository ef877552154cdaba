import type { CasinoLaunchAnswer, CasinoLaunchBody } from '@sb/contracts';
import { LIMIT_TYPE } from '@sb/limits';
import type { Db } from '../../../db/client';
import type { RgService } from '../../responsible';
import { gameRow } from '../catalogue';
import { casinoError } from '../errors';
import { playAccount } from '../repository';
import type { ProviderSessions } from '../seamless-sessions';
import { catalogueIdOf, type ProviderAdapter } from './adapter';

/** How long a launch URL opens the game (the provider's page then keeps its own session). */
export const LAUNCH_URL_TTL_MS = 2 * 60 * 1000;
/** Demo rounds are play money: this currency only names them. */
const DEMO_CURRENCY = 'EUR';

export interface LaunchDeps {
  db: Db;
  /** Responsible gaming: a time-out or self-exclusion in force refuses the launch. */
  rg: Pick<RgService, 'excluded'>;
  adapters: readonly ProviderAdapter[];
  /** The provider's seamless-wallet secret: a provider without one cannot be launched. */
  secretOf: (providerId: string) => string | undefined;
  /** Issue 25 §8: where the one-use launch tokens are issued. */
  sessions: Pick<ProviderSessions, 'issue'>;
  now: () => number;
}

export interface LaunchInput {
  userId: number | null;
  /** The site session asking (the principal's): a real launch is bound to it. */
  siteSessionId: string | null;
  gameId: string;
  body: CasinoLaunchBody;
  /** This site's origin, for the return URL. */
  origin: string;
}

/**
 * Issue 15: the launch of a provider game (a named command; the route is thin). Real mode: the
 * player, not excluded, with a playable account; the provider gets a launch URL valid for
 * LAUNCH_URL_TTL_MS carrying a one-use launch token (issue 25 §8) bound to the player, the game
 * and the site session that asked: opened once it is spent, and the provider session it opens
 * ends with that site session. Demo: anyone, where the provider offers it; no token, so its page
 * can move no money.
 */
export class ProviderLauncher {
  private readonly adapters: Map<string, ProviderAdapter>;

  constructor(private readonly deps: LaunchDeps) {
    this.adapters = new Map(deps.adapters.map((a) => [a.id, a]));
  }

  async launch(input: LaunchInput): Promise<CasinoLaunchAnswer> {
    const { body } = input;
    const game = await gameRow(this.deps.db, input.gameId);
    if (!game) throw casinoError(404, 'game_not_found', `no game ${input.gameId}`);
    const adapter = this.adapters.get(game.providerId);
    const secret = this.deps.secretOf(game.providerId);
    const offered = adapter?.games().find((g) => catalogueIdOf(game.providerId, g.code) === game.id);
    if (!adapter || !secret || !offered)
      throw casinoError(400, 'not_launchable', 'the game is played on this site, not launched from a provider');
    const expiresAt = this.deps.now() + LAUNCH_URL_TTL_MS;
    const request = {
      gameCode: offered.code,
      mode: body.mode,
      language: body.language ?? 'en',
      returnUrl: `${input.origin}${body.returnPath ?? '/'}`,
      expiresAt,
    };
    let url: string;
    if (body.mode === 'demo') {
      if (!offered.demo) throw casinoError(400, 'demo_unavailable', 'the provider offers no demo of this game');
      const account = input.userId === null ? undefined : await playAccount(this.deps.db, input.userId);
      url = adapter.launchUrl({ ...request, launchToken: null, currency: account?.currency ?? DEMO_CURRENCY });
    } else {
      if (input.userId === null || input.siteSessionId === null)
        throw casinoError(401, 'unauthorized', 'log in to play for real money');
      const excluded = await this.deps.rg.excluded(input.userId);
      if (excluded) {
        const reason = excluded.limitType === LIMIT_TYPE.timeout ? 'timeout_active' : 'self_excluded';
        throw casinoError(403, 'limit_refused', reason, { reason, reasonTitle: 'responsible_gaming_blocked' });
      }
      const account = await playAccount(this.deps.db, input.userId);
      if (!account) throw casinoError(400, 'account_not_found', 'no playable account');
      const launchToken = await this.deps.sessions.issue({
        provider: adapter.id,
        userId: input.userId,
        gameId: game.id,
        siteSessionId: input.siteSessionId,
        expiresAt,
      });
      url = adapter.launchUrl({ ...request, launchToken, currency: account.currency });
    }
    return { url, mode: body.mode, providerId: adapter.id, expiresAt: new Date(expiresAt).toISOString() };
  }
}
