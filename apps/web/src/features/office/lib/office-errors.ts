import { MAX_SHOWN_ERRORS, officeErrorSchema, type FieldProblem, type OfficeErrorItem } from '@sb/contracts';

/** Spec §8: the settings query error shown for a failure that carries no message of its own. */
export const QUERY_ERROR_KEY = 'main_query_error';
/** Spec §8: a save's success message when the server sends none. */
export const SAVE_SUCCESS_KEY = 'main_save_success';

/** What a failed office call gives the page: at most 3 messages, and the fields they belong to. */
export interface ShownErrors {
  /** Dictionary keys, most important first. */
  messages: string[];
  /** Field → its message key (every field the server named, not only the 3 shown on top). */
  fields: Readonly<Record<string, string>>;
  /** How many more problems there are than the messages shown. */
  more: number;
}

/** The parts of the web's ApiError this needs (kept structural: lib code stays framework-free). */
export interface FailedCall {
  status: number | string;
  body?: unknown;
}

/**
 * Spec §8 settings errors: main_query_error, or the error's own message if its status is 2 — here
 * a refusal the server explains (a 4xx answer whose errors name their message; 401 aside, the
 * client's own retry handles it); at most 3 errors are shown, sorted by priority (an error
 * without one comes after those with one, in the server's order).
 */
export function shownErrors(err: FailedCall | null | undefined, exists: (key: string) => boolean): ShownErrors {
  if (!err) return { messages: [], fields: {}, more: 0 };
  const status = Number(err.status);
  const parsed = officeErrorSchema.safeParse(err.body);
  const explained = status >= 400 && status < 500 && status !== 401 && parsed.success;
  if (!explained) return { messages: [QUERY_ERROR_KEY], fields: {}, more: 0 };
  return rankedErrors(parsed.data.errors, exists);
}

/** The same ranking for problems the page found before sending (the shared personal-data rule). */
export function shownProblems(problems: readonly FieldProblem[], exists: (key: string) => boolean): ShownErrors {
  return rankedErrors(
    problems.map((p) => ({
      status: '400',
      code: p.code,
      title: p.code,
      detail: p.field,
      field: p.field,
      priority: p.priority,
    })),
    exists,
  );
}

function rankedErrors(errors: readonly OfficeErrorItem[], exists: (key: string) => boolean): ShownErrors {
  const ranked = errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
  const keyOf = (e: OfficeErrorItem) => (exists(e.title) ? e.title : QUERY_ERROR_KEY);
  const fields: Record<string, string> = {};
  for (const e of ranked) if (e.field && !(e.field in fields)) fields[e.field] = keyOf(e);
  const messages = ranked.slice(0, MAX_SHOWN_ERRORS).map(keyOf);
  return { messages, fields, more: Math.max(0, ranked.length - MAX_SHOWN_ERRORS) };
}

const rank = (e: OfficeErrorItem) => e.priority ?? Number.MAX_SAFE_INTEGER;

/** Spec §8: success shows the server's message, or main_save_success. */
export function successKey(message: string | undefined, exists: (key: string) => boolean): string {
  return message !== undefined && exists(message) ? message : SAVE_SUCCESS_KEY;
}
