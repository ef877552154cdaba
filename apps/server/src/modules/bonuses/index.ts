/**
 * The bonuses module's public face (issue 12, server import zones): other modules import the
 * bonuses module only from here.
 */
export { adminBonusRoutes, bonusRoutes } from './routes';
export { BonusService, HOUSE_BONUSES } from './service';
