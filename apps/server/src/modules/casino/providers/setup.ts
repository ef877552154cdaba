import type { FastifyInstance } from 'fastify';
import { SANDBOX_PROVIDER_ID } from '@sb/contracts';
import type { Db } from '../../../db/client';
import type { RgService } from '../../responsible';
import { hmacRng, sandboxProviderRoutes, sandboxRoundIds, walletClient } from '../../sandbox-provider';
import { ProviderSessions } from '../seamless-sessions';
import { hmacHex, type SeamlessProvider } from '../seamless-wallet';
import { catalogueIdOf, type ProviderAdapter } from './adapter';
import { ProviderLauncher } from './launch';
import { casinoLaunchRoutes } from './launch-routes';
import { disableProvider, seedProviderGames } from './provider-catalogue';
import { sandboxAdapter } from './sandbox-adapter';

/**
 * Issue 15, provider games (wired by app.ts): which providers the seamless wallet accepts, their
 * adapters, and the sandbox aggregator when CASINO_SANDBOX_PROVIDER is on. The sandbox's secret
 * is derived from the app's signing key (the same on every node) and registered as a provider
 * like any other: its rounds reach the wallet only through signed HTTP calls.
 */
export interface ProviderGamesSetup {
  sandbox: { secret: string } | null;
  /** The seamless wallet's providers: CASINO_PROVIDERS, plus the sandbox when it is on. */
  providers: readonly SeamlessProvider[];
  adapters: readonly ProviderAdapter[];
}

export function providerGamesSetup(o: {
  sandboxEnabled: boolean;
  signingSecret: string;
  configured: readonly SeamlessProvider[];
}): ProviderGamesSetup {
  const others = o.configured.filter((p) => p.id !== SANDBOX_PROVIDER_ID);
  if (!o.sandboxEnabled) return { sandbox: null, providers: others, adapters: [] };
  const secret = hmacHex(o.signingSecret, 'casino-sandbox-provider');
  return {
    sandbox: { secret },
    providers: [...others, { id: SANDBOX_PROVIDER_ID, secret }],
    adapters: [sandboxAdapter(secret)],
  };
}

/** The app's own address over loopback: where the in-process sandbox reaches the wallet. */
export function ownUrl(app: FastifyInstance): string {
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('the server is not listening on TCP');
  const host =
    a.family === 'IPv6'
      ? `[${a.address === '::' ? '::1' : a.address}]`
      : a.address === '0.0.0.0'
        ? '127.0.0.1'
        : a.address;
  return `http://${host}:${a.port}`;
}

export async function registerProviderGames(
  app: FastifyInstance,
  setup: ProviderGamesSetup,
  deps: { db: Db; rg: Pick<RgService, 'excluded'>; now: () => number },
): Promise<void> {
  for (const adapter of setup.adapters) await seedProviderGames(deps.db, adapter);
  if (!setup.sandbox) await disableProvider(deps.db, SANDBOX_PROVIDER_ID);
  const secrets = new Map(setup.providers.map((p) => [p.id, p.secret]));
  const launcher = new ProviderLauncher({
    db: deps.db,
    rg: deps.rg,
    adapters: setup.adapters,
    secretOf: (id) => secrets.get(id),
    sessions: new ProviderSessions(deps),
    now: deps.now,
  });
  await app.register(casinoLaunchRoutes(launcher));
  if (!setup.sandbox) return;
  const { secret } = setup.sandbox;
  await app.register(
    sandboxProviderRoutes({
      secret,
      now: deps.now,
      rng: hmacRng(hmacHex(secret, 'sandbox-rng')),
      rounds: sandboxRoundIds(deps.db),
      wallet: walletClient({ providerId: SANDBOX_PROVIDER_ID, secret, walletUrl: () => ownUrl(app), now: deps.now }),
      operatorGameId: (code) => catalogueIdOf(SANDBOX_PROVIDER_ID, code),
    }),
  );
}
