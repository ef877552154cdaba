import { queryOptions } from '@tanstack/react-query';
import {
  BRING_FRIEND_PATH,
  bringFriendAnswerSchema,
  REFERRAL_TAGS_PATH,
  referralTagsAnswerSchema,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the referral pages (issue 16): a key factory, never string keys. */
export const referralKeys = {
  bringFriend: ['referrals', 'bringfriend'] as const,
};

export const bringFriendQuery = queryOptions({
  queryKey: referralKeys.bringFriend,
  queryFn: () => getParsed(bringFriendAnswerSchema, BRING_FRIEND_PATH, { auth: true }),
  retry: false,
});

/** Spec §4 referral-tag step of a client-side navigation: the server sets the §9 cookies. */
export const saveReferralTags = (search: string) =>
  postParsed(referralTagsAnswerSchema, REFERRAL_TAGS_PATH, { search });

/** Minor units as the pages show them (two decimals, as every amount of the office). */
export const money = (minor: string | bigint, currency: string): string =>
  `${formatMinor(typeof minor === 'bigint' ? minor : BigInt(minor), 2)} ${currency}`;
