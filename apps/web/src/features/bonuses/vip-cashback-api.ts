import { queryOptions } from '@tanstack/react-query';
import { VIP_CASHBACK_PATH, vipCashbackAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../lib/api-client';

/** Issue 16 cashback by VIP level: the office pages' data (GET /web-api/bonuses/vip-cashback). */
export const vipCashbackQuery = queryOptions({
  queryKey: ['bonuses', 'vip-cashback'] as const,
  queryFn: () => getParsed(vipCashbackAnswerSchema, VIP_CASHBACK_PATH, { auth: true }),
  retry: false,
});
