import type { MessageKey } from '@sb/i18n';
import { GATE_ERROR_LABEL } from '../../../lib/api-client';

/** Refusal codes the page words itself; anything else reads as the generic error. */
export const ERROR_LABEL: Readonly<Record<string, MessageKey>> = {
  ...GATE_ERROR_LABEL,
  insufficient_funds: 'toto_error_insufficient_funds',
  limit_refused: 'toto_error_limit_refused',
  unauthorized: 'toto_error_login',
  account_not_found: 'toto_error_account',
  draw_closed: 'toto_error_closed',
  draw_not_found: 'toto_error_closed',
  wrong_event_count: 'toto_error_coupon',
  no_pick: 'toto_error_coupon',
  duplicate_pick: 'toto_error_coupon',
  too_many_combinations: 'toto_error_too_many',
  bad_stake: 'toto_error_stake',
};

export const DRAW_STATUS: Readonly<Record<'open' | 'closed' | 'settled', MessageKey>> = {
  open: 'toto_status_open',
  closed: 'toto_status_closed',
  settled: 'toto_status_settled',
};

/** The accessible name of each pick (the button shows 1, X or 2). */
export const PICK_LABEL: Readonly<Record<'1' | 'X' | '2', MessageKey>> = {
  '1': 'toto_pick_home',
  X: 'toto_pick_draw',
  '2': 'toto_pick_away',
};
