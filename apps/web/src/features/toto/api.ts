import { queryOptions } from '@tanstack/react-query';
import { TOTO_API, totoCouponAnswerSchema, totoCouponsAnswerSchema, type TotoCouponBody } from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the toto: a key factory, never string keys. */
export const totoKeys = {
  all: ['toto'] as const,
  coupons: ['toto', 'coupons'] as const,
};

export const couponsQuery = queryOptions({
  queryKey: totoKeys.coupons,
  queryFn: () => getParsed(totoCouponsAnswerSchema, `${TOTO_API}/coupons`, { auth: true }),
  retry: false,
});

export const buyCoupon = (body: TotoCouponBody) =>
  postParsed(totoCouponAnswerSchema, `${TOTO_API}/coupons`, body, { auth: true });
