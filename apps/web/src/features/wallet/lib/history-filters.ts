import { HISTORY_PAGE_SIZE } from './constants';
import {
  PAYMENT_DIRECTIONS as PAYMENT_TYPES,
  PAYMENT_STATUSES,
  type PaymentDirection as PaymentType,
  type PaymentStatus,
} from '@sb/contracts';

// The wallet contract's payment directions and statuses (the history's type and status filters).
export { PAYMENT_TYPES, PAYMENT_STATUSES, type PaymentType, type PaymentStatus };

/** office/historypay filters as the page URL keeps them: days (YYYY-MM-DD), type, status, page. */
export interface HistoryFilters {
  from: string;
  to: string;
  type: PaymentType | '';
  status: PaymentStatus | '';
  page: number;
}

export const NO_FILTERS: HistoryFilters = { from: '', to: '', type: '', status: '', page: 1 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayUtcMs(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2025-02-30 over to March: such a day does not exist.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' =>
  list.includes(v as T) ? (v as T) : '';

/** The filters in a URL; anything malformed is dropped, so a hand-edited URL still shows a page. */
export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const day = (v: string | null) => (v && dayUtcMs(v) !== null ? v : '');
  const page = Number(search.get('page'));
  return {
    from: day(search.get('from')),
    to: day(search.get('to')),
    type: oneOf(PAYMENT_TYPES, search.get('type')),
    status: oneOf(PAYMENT_STATUSES, search.get('status')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page URL's query for the filters: defaults left out. */
export function filtersToSearch(f: HistoryFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.from) out.set('from', f.from);
  if (f.to) out.set('to', f.to);
  if (f.type) out.set('type', f.type);
  if (f.status) out.set('status', f.status);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/**
 * The API's query: a day is the player's day (their time-zone preference, hours from UTC), so
 * "from" is its first instant and "to" its last, both sent as UTC instants.
 */
export function historyApiSearch(f: HistoryFilters, timeZone: number, paged: boolean): URLSearchParams {
  const offsetMs = Math.round(timeZone * 60) * 60_000;
  const out = new URLSearchParams();
  const from = dayUtcMs(f.from);
  const to = dayUtcMs(f.to);
  if (from !== null) out.set('from', new Date(from - offsetMs).toISOString());
  if (to !== null) out.set('to', new Date(to + DAY_MS - 1 - offsetMs).toISOString());
  if (f.type) out.set('type', f.type);
  if (f.status) out.set('status', f.status);
  if (paged) {
    out.set('page', String(f.page));
    out.set('pageSize', String(HISTORY_PAGE_SIZE));
  }
  return out;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
