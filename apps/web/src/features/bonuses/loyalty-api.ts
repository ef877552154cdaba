import { queryOptions } from '@tanstack/react-query';
import {
  POINTS_PATH,
  pointsAnswerSchema,
  REWARDS_PATH,
  rewardRedeemAnswerSchema,
  rewardRedeemPath,
  rewardsAnswerSchema,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the club points pages (issue 16 `points`, `office/rewards`). */
export const loyaltyKeys = {
  points: ['bonuses', 'points'] as const,
  rewards: ['bonuses', 'rewards'] as const,
};

export const pointsQuery = queryOptions({
  queryKey: loyaltyKeys.points,
  queryFn: () => getParsed(pointsAnswerSchema, POINTS_PATH, { auth: true }),
  retry: false,
});

export const rewardsQuery = queryOptions({
  queryKey: loyaltyKeys.rewards,
  queryFn: () => getParsed(rewardsAnswerSchema, REWARDS_PATH, { auth: true }),
  retry: false,
});

/** A redemption carries its own idempotency key: a retried click never buys twice. */
export const redeemReward = (v: { id: string; idempotencyKey: string }) =>
  postParsed(rewardRedeemAnswerSchema, rewardRedeemPath(v.id), { idempotencyKey: v.idempotencyKey }, { auth: true });
