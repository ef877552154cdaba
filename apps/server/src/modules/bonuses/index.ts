/**
 * The bonuses module's public face (issue 12, server import zones): other modules import the
 * bonuses module only from here.
 */
export { adminBonusRoutes, bonusRoutes } from './routes';
export { BonusService } from './service';
export { expireDueTx, HOUSE_BONUSES, recordStakeTx } from './wagering';
export { BonusExpiryJob } from './expiry-job';
export { casinoStakeTx, sportStakesSettledTx } from './stake-hooks';
export { LoyaltyService } from './loyalty-service';
export { loyaltyRoutes } from './loyalty-routes';
export { casinoPointsTx, sportPointsTx } from './loyalty';
export { casinoStakeForm } from './casino-stake-form';
export { grantCatalogueBonusTx, GrantKeyUsed, type CatalogueGrant } from './grant';
export { awardPointsTx, pointsBalance, spendPointsTx, type PointsSpend } from './points-port';
export { casinoBonusPort } from './casino-money';
export { freeSpinsPort } from './free-spins';
export { adminFreeSpinsRoutes, freeSpinsRoutes } from './free-spins-routes';
export { VipCashbackService, vipCashbackRoutes } from './vip-cashback';
export { sportBonusPort } from './sport-money';
export { adminCouponBoostRoutes, couponBoostPort, couponBoostRoutes, type CouponBoostTerms } from './coupon-boost';
