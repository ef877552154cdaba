/**
 * The casino module's public face (issue 15; issue 12 server import zones): other modules and the
 * composition root import it only from here.
 */
export { casinoRoutes } from './routes';
export { CasinoService, type CasinoDeps } from './service';
export { SharedRoundsJob } from './shared-rounds-job';
export { SharedRoundsFeed, casinoSnapshotOf } from './shared-rounds-feed';
export { packageStudio, type Studio } from './studio';
export { HOUSE_CASINO, payoutOf, setCasinoStakeListener, type CasinoStakeListener } from './play';
export { setCasinoBonusPort, type CasinoBonusPort } from './bonus-money';
export { setFreeSpinsPort, type FreeSpinsPort } from './free-spin-play';
export { casinoFreeSpinRoutes } from './free-spin-routes';
export { SeamlessWalletService } from './seamless-wallet-service';
export { seamlessWalletRoutes } from './seamless-wallet-routes';
export { providerGamesSetup, registerProviderGames } from './providers/setup';
