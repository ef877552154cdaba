/**
 * The bonuses module's public face (issue 12, server import zones): other modules import the
 * bonuses module only from here.
 */
export { adminBonusRoutes, bonusRoutes } from './routes';
export { BonusService } from './service';
export { expireDueTx, HOUSE_BONUSES, recordStakeTx } from './wagering';
export { BonusExpiryJob } from './expiry-job';
