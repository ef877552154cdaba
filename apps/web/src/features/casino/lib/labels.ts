import type { CasinoCategory } from '@sb/contracts';
import type { MessageKey } from '@sb/i18n';
import { GATE_ERROR_LABEL } from '../../../lib/api-client';

/** The dictionary key of each category's name (the lobby's rows, the menus). */
export const CATEGORY_LABEL: Readonly<Record<CasinoCategory, MessageKey>> = {
  slots: 'casino_category_slots',
  'live-casino': 'casino_category_live_casino',
  'crash-games': 'casino_category_crash_games',
  'card-games': 'casino_category_card_games',
  scratchcards: 'casino_category_scratchcards',
  fishinghunting: 'casino_category_fishinghunting',
  'asian-games': 'casino_category_asian_games',
  'skill-games': 'casino_category_skill_games',
  'fast-games': 'casino_category_fast_games',
  keno: 'casino_category_keno',
  bingo: 'casino_category_bingo',
  poker: 'casino_category_poker',
  othergames: 'casino_category_othergames',
};

/** Refusal codes the page words itself; anything else reads as the generic error. */
export const ERROR_LABEL: Readonly<Record<string, MessageKey>> = {
  ...GATE_ERROR_LABEL,
  insufficient_funds: 'casino_error_insufficient_funds',
  stake_out_of_range: 'casino_error_stake_out_of_range',
  limit_refused: 'casino_error_limit_refused',
  unauthorized: 'casino_error_login',
  round_settled: 'casino_error_round_settled',
  account_not_found: 'casino_error_account',
  round_open: 'casino_error_round_open',
  not_launchable: 'casino_error_not_launchable',
  demo_unavailable: 'casino_error_demo_unavailable',
};
