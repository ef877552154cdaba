import type { MessageKey } from '@sb/i18n';
import { GATE_ERROR_LABEL } from '../../../lib/api-client';

/** The dictionary key of each lottery's name (the API's name is the English fallback). */
export const LOTTERY_NAME: Readonly<Record<string, MessageKey>> = {
  '6-45': 'lotto_name_6_45',
  '5-36': 'lotto_name_5_36',
  'keno-20-80': 'lotto_name_keno',
};

/** Refusal codes the page words itself; anything else reads as the generic error. */
export const ERROR_LABEL: Readonly<Record<string, MessageKey>> = {
  ...GATE_ERROR_LABEL,
  insufficient_funds: 'lotto_error_insufficient_funds',
  limit_refused: 'lotto_error_limit_refused',
  unauthorized: 'lotto_error_login',
  account_not_found: 'lotto_error_account',
  bad_pick_count: 'lotto_error_pick',
  number_out_of_range: 'lotto_error_pick',
  duplicate_number: 'lotto_error_pick',
  bonus_required: 'lotto_error_bonus',
  bonus_out_of_range: 'lotto_error_bonus',
  bonus_not_allowed: 'lotto_error_bonus',
  no_lines: 'lotto_error_ticket',
  too_many_lines: 'lotto_error_ticket',
  bad_draws: 'lotto_error_ticket',
  draws_not_scheduled: 'lotto_error_ticket',
};

export const DRAW_STATUS: Readonly<Record<'open' | 'closed' | 'drawn', MessageKey>> = {
  open: 'lotto_status_open',
  closed: 'lotto_status_closed',
  drawn: 'lotto_status_drawn',
};
