import { queryOptions } from '@tanstack/react-query';
import {
  BONUS_OFFERS_PATH,
  BONUSES_PATH,
  CASHBACK_PATH,
  cashbackAnswerSchema,
  OFFICE_SAVE_SETTING_PATH,
  PROMO_CHECK_PATH,
  PROMO_REDEEM_PATH,
  PROMOTIONS_PATH,
  bonusOffersAnswerSchema,
  officeSaveAnswerSchema,
  playerBonusesAnswerSchema,
  playerBonusViewSchema,
  promoCheckAnswerSchema,
  promotionsAnswerSchema,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the bonus pages (issue 16): a key factory, never string keys. */
export const bonusKeys = {
  mine: ['bonuses', 'mine'] as const,
  offers: ['bonuses', 'offers'] as const,
  promotions: ['bonuses', 'promotions'] as const,
  cashback: ['bonuses', 'cashback'] as const,
};

export const cashbackQuery = queryOptions({
  queryKey: bonusKeys.cashback,
  queryFn: () => getParsed(cashbackAnswerSchema, CASHBACK_PATH, { auth: true }),
  retry: false,
});

export const myBonusesQuery = queryOptions({
  queryKey: bonusKeys.mine,
  queryFn: () => getParsed(playerBonusesAnswerSchema, BONUSES_PATH, { auth: true }),
  retry: false,
});

export const bonusOffersQuery = queryOptions({
  queryKey: bonusKeys.offers,
  queryFn: () => getParsed(bonusOffersAnswerSchema, BONUS_OFFERS_PATH, { auth: true }),
  retry: false,
});

export const promotionsQuery = queryOptions({
  queryKey: bonusKeys.promotions,
  queryFn: () => getParsed(promotionsAnswerSchema, PROMOTIONS_PATH),
});

export const bonusCalls = {
  check: (code: string) => postParsed(promoCheckAnswerSchema, PROMO_CHECK_PATH, { code }, { auth: true }),
  redeem: (code: string) => postParsed(playerBonusViewSchema, PROMO_REDEEM_PATH, { code }, { auth: true }),
  /** Spec §3 bonus types: the first_deposit_bonus_type setting (0 refuse, 1 sport, 2 casino). */
  choose: (value: number) =>
    postParsed(
      officeSaveAnswerSchema,
      OFFICE_SAVE_SETTING_PATH,
      { id: 'first_deposit_bonus_type', value },
      { auth: true },
    ),
};

/** Bonus amounts in minor units, two decimals (every site currency has two). */
export const amount = (minor: string | null): string => (minor === null ? '' : formatMinor(BigInt(minor), 2));
