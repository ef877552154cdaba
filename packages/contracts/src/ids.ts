import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` (int4): ids above it can never match a row. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id sent by a client (account, payment method, …): a positive integer the database column
 * can hold, so an out-of-range id is a 400 at validation, never a database error.
 */
export const rowIdSchema = z.number().int().positive().max(INT4_MAX);
