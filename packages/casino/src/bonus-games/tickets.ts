/**
 * Issue 16 bonus-game tickets: one ticket plays one round of any bonus game. A player earns them
 * from the rewards shop (club points), from an operator's grant (a promotion) or with a deposit of
 * at least DEPOSIT_TICKET_MIN_MINOR; each earning and each round is an entry of the player's
 * ticket ledger (server: bonus_game_ticket), the balance their sum.
 */

/** Prizes are euro amounts, so tickets are for EUR accounts (as the rewards shop; no guessed rates). */
export const TICKET_CURRENCY = 'EUR';

/** The rewards shop's price of one ticket, in club points. */
export const TICKET_PRICE_POINTS = 200;

/** A completed deposit of at least 20.00 EUR earns DEPOSIT_TICKETS tickets, once per deposit. */
export const DEPOSIT_TICKET_MIN_MINOR = 2_000n;
export const DEPOSIT_TICKETS = 1;

/** Most tickets one operator grant gives (the grant body is bounded by it). */
export const MAX_TICKETS_PER_GRANT = 100;

export type TicketSpend = { ok: true; balance: number } | { ok: false; error: 'no_tickets' };

/** One round's ticket: never more than held, never a negative balance. */
export function spendTicket(balance: number): TicketSpend {
  if (!Number.isInteger(balance) || balance < 1) return { ok: false, error: 'no_tickets' };
  return { ok: true, balance: balance - 1 };
}

/** Tickets a completed deposit earns (0 below the minimum or in another currency). */
export function depositTickets(currency: string, amountMinor: bigint): number {
  return currency === TICKET_CURRENCY && amountMinor >= DEPOSIT_TICKET_MIN_MINOR ? DEPOSIT_TICKETS : 0;
}
