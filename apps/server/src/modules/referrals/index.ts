/**
 * The referrals module's public face (issue 12, server import zones): other modules import the
 * referrals module only from here.
 */
export { referralRoutes } from './routes';
export { ReferralRewardJob } from './reward-job';
export { ReferralService } from './service';
export { applyReferralTags } from './tag-step';
