/**
 * The sandbox game aggregator (issue 15): an honest stand-in for an external provider, served by
 * this server under /sandbox-provider as if it were another host. Enabled by
 * CASINO_SANDBOX_PROVIDER (default on outside production, off in production).
 */
export { sandboxProviderRoutes, SANDBOX_MIN_STAKE, SANDBOX_MAX_STAKE, type SandboxProviderOptions } from './routes';
export { SANDBOX_GAMES, type SandboxGameInfo } from './games';
export { SANDBOX_LABEL } from './page';
export { hmacRng, playRound, type RoundRng } from './rounds';
export { walletClient } from './wallet-client';
export { sandboxRoundIds, type RoundIds } from './round-ids';
export { launchQuery, LAUNCH_TTL_MS, SANDBOX_BASE_PATH, type LaunchTicket } from './protocol';
