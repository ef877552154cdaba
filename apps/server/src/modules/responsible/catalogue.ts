import {
  LIMIT_TYPE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_HOURS_MAX,
  SESSION_HOURS_MIN,
  TIMEOUT_DAYS,
} from '@sb/limits';

export type Measure = 'money' | 'days' | 'hours' | 'minutes' | 'count';

export interface LimitDefinition {
  limitType: number;
  measure: Measure;
  /** Dictionary key of the limit's name. */
  label: string;
  /** Fixed choices where the spec lists them (spec §9); money limits take any amount. */
  availableValues: number[] | null;
}

const hours = Array.from({ length: SESSION_HOURS_MAX - SESSION_HOURS_MIN + 1 }, (_, i) => i + SESSION_HOURS_MIN);

/** Spec §3 limit types with their measure and options (spec §9). */
export const LIMIT_DEFINITIONS: readonly LimitDefinition[] = [
  { limitType: LIMIT_TYPE.deposit24h, measure: 'money', label: 'rg_limit_deposit_24h', availableValues: null },
  { limitType: LIMIT_TYPE.deposit7d, measure: 'money', label: 'rg_limit_deposit_7d', availableValues: null },
  { limitType: LIMIT_TYPE.deposit30d, measure: 'money', label: 'rg_limit_deposit_30d', availableValues: null },
  { limitType: LIMIT_TYPE.wager24h, measure: 'money', label: 'rg_limit_wager_24h', availableValues: null },
  { limitType: LIMIT_TYPE.wager7d, measure: 'money', label: 'rg_limit_wager_7d', availableValues: null },
  { limitType: LIMIT_TYPE.wager30d, measure: 'money', label: 'rg_limit_wager_30d', availableValues: null },
  { limitType: LIMIT_TYPE.loss24h, measure: 'money', label: 'rg_limit_loss_24h', availableValues: null },
  { limitType: LIMIT_TYPE.loss7d, measure: 'money', label: 'rg_limit_loss_7d', availableValues: null },
  { limitType: LIMIT_TYPE.loss30d, measure: 'money', label: 'rg_limit_loss_30d', availableValues: null },
  { limitType: LIMIT_TYPE.timeout, measure: 'days', label: 'rg_limit_timeout', availableValues: [...TIMEOUT_DAYS] },
  {
    limitType: LIMIT_TYPE.selfExclusion,
    measure: 'days',
    label: 'rg_limit_self_exclusion',
    availableValues: [...SELF_EXCLUSION_DAYS],
  },
  { limitType: LIMIT_TYPE.sessionHours, measure: 'hours', label: 'rg_limit_session', availableValues: [-1, ...hours] },
  {
    limitType: LIMIT_TYPE.realityCheck,
    measure: 'minutes',
    label: 'rg_limit_reality_check',
    availableValues: [...REALITY_CHECK_MINUTES],
  },
];

export function definitionOf(limitType: number): LimitDefinition | undefined {
  return LIMIT_DEFINITIONS.find((d) => d.limitType === limitType);
}

/** Reasons offered with self-exclusion (GET reasons/selfexclude), as dictionary keys. */
export const SELF_EXCLUDE_REASONS = [
  'rg_reason_spending',
  'rg_reason_time',
  'rg_reason_break',
  'rg_reason_other',
] as const;

/**
 * Questions asked before a loosening change (spec §3 Limit save response `questions`). The answer
 * that lets the change go ahead is stored here, never sent to the page.
 */
export const QUESTIONS = [
  { id: 1, text: 'rg_question_more_than_planned', pass: 'no' },
  { id: 2, text: 'rg_question_borrowed', pass: 'no' },
  { id: 3, text: 'rg_question_chasing_losses', pass: 'no' },
] as const;
