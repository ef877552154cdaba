/**
 * The bonus games module's public face (issue 16; issue 12 server import zones): the composition
 * root imports it only from here.
 */
export { BonusGamesService, type BonusGamesDeps } from './service';
export { adminBonusGameRoutes, bonusGameRoutes } from './routes';
