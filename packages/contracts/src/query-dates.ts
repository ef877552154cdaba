import { z } from 'zod';

/** Issue 11 §3: the error code of a date or time outside the range a query accepts. */
export const DATE_OUT_OF_RANGE_CODE = 'date_out_of_range';

/**
 * Dates a query may name: years 2000 to 2100. Wide enough for any history or fixture list, and
 * far inside what JavaScript dates and PostgreSQL timestamps hold (year 0 or ±8.64e15 ms fail there).
 */
export const QUERY_DATE_RANGE = {
  minMs: Date.UTC(2000, 0, 1),
  maxMs: Date.UTC(2101, 0, 1) - 1,
} as const;

const inRange = (ms: number) => Number.isFinite(ms) && ms >= QUERY_DATE_RANGE.minMs && ms <= QUERY_DATE_RANGE.maxMs;
const outOfRange = {
  message: 'a date from the year 2000 to 2100',
  params: { code: DATE_OUT_OF_RANGE_CODE },
};

/** An ISO 8601 date-time with offset (`2026-01-31T12:00:00Z`), kept as the string. */
export const queryDateTime = () => z.iso.datetime({ offset: true }).refine((s) => inRange(Date.parse(s)), outOfRange);

/** Milliseconds since the epoch. */
export const queryEpochMs = () => z.coerce.number().int().refine(inRange, outOfRange);

/** Milliseconds since the epoch or an ISO 8601 date-time; either way the milliseconds. */
export const queryInstant = () =>
  z
    .union([z.coerce.number().int(), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))])
    .refine(inRange, outOfRange);

/** A calendar day, `YYYY-MM-DD`. */
export const queryDate = () => z.iso.date().refine((s) => inRange(Date.parse(`${s}T00:00:00Z`)), outOfRange);
