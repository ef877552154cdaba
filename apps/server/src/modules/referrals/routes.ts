import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BRING_FRIEND_PATH,
  bringFriendAnswerSchema,
  REFERRAL_TAGS_PATH,
  referralTagsAnswerSchema,
  referralTagsBodySchema,
} from '@sb/contracts';
import { principal } from '../identity';
import type { ReferralService } from './service';
import { applyReferralTags } from './tag-step';

/** Issue 16 referrals, player side: bring-a-friend stats and the client navigation's referral-tag step. */
export function referralRoutes(referrals: ReferralService, opts: { production: boolean }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      BRING_FRIEND_PATH,
      {
        config: { auth: 'required' },
        schema: { tags: ['referrals'], response: { 200: bringFriendAnswerSchema, 401: apiErrorSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return referrals.bringFriend(principal(request).userId);
      },
    );
    r.post(
      REFERRAL_TAGS_PATH,
      {
        config: { auth: 'optional' },
        schema: {
          tags: ['referrals'],
          summary: 'Spec §4 referral-tag step of a client-side navigation: sets the §9 referral cookies',
          body: referralTagsBodySchema,
          response: { 200: referralTagsAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const query = new URLSearchParams(request.body.search.replace(/^\?/, ''));
        const cookies = applyReferralTags(reply, query, {
          loggedIn: request.principal !== null,
          production: opts.production,
        });
        return { cookies };
      },
    );
  };
}
