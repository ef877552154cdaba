import type { MessageKey } from '@sb/i18n';
import { BET_STATUS, COUPON_TYPE, type BetStatusId, type CouponTypeId } from '@sb/coupon';

/** Names of the rule groups and of the glossary's blocks and categories (slugs of the content). */
const GROUP_LABELS: Readonly<Record<string, MessageKey>> = {
  sports: 'content_rules_group_sports',
  account: 'content_rules_group_account',
  bets: 'content_glossary_block_bets',
  markets: 'content_glossary_block_markets',
  money: 'content_glossary_block_money',
  'bet-types': 'content_glossary_category_bet_types',
  'bet-statuses': 'content_glossary_category_bet_statuses',
  'main-markets': 'content_glossary_category_main_markets',
  'asian-markets': 'content_glossary_category_asian_markets',
  odds: 'content_glossary_category_odds',
  bankroll: 'content_glossary_category_bankroll',
};

/** A group an operator added without a dictionary name shows its slug. */
export function groupLabel(slug: string, t: (key: MessageKey) => string): string {
  const key = GROUP_LABELS[slug];
  return key ? t(key) : slug;
}

export const COUPON_TYPE_LABELS: Readonly<Record<CouponTypeId, MessageKey>> = {
  [COUPON_TYPE.single]: 'coupon_type_0',
  [COUPON_TYPE.express]: 'coupon_type_1',
  [COUPON_TYPE.system]: 'coupon_type_2',
  [COUPON_TYPE.chain]: 'coupon_type_3',
  [COUPON_TYPE.multiBet]: 'coupon_type_4',
  [COUPON_TYPE.conditional]: 'coupon_type_5',
  [COUPON_TYPE.antiExpress]: 'coupon_type_6',
  [COUPON_TYPE.lucky]: 'coupon_type_7',
  [COUPON_TYPE.patent]: 'coupon_type_8',
  [COUPON_TYPE.manySingles]: 'coupon_type_9',
};

export const BET_STATUS_LABELS: Readonly<Record<BetStatusId, MessageKey>> = {
  [BET_STATUS.notCalculated]: 'bet_status_not_calculated',
  [BET_STATUS.gameNotStarted]: 'bet_status_not_started',
  [BET_STATUS.lose]: 'bet_status_lose',
  [BET_STATUS.win]: 'bet_status_win',
  [BET_STATUS.return]: 'bet_status_return',
  [BET_STATUS.forcedReturn]: 'bet_status_forced_return',
  [BET_STATUS.halfWinHalfReturn]: 'bet_status_half_win_half_return',
  [BET_STATUS.halfLoseHalfReturn]: 'bet_status_half_lose_half_return',
  [BET_STATUS.halfLoseHalfWin]: 'bet_status_half_lose_half_win',
};
