import { floatStream, newServerSeed } from '@sb/casino';
import type { LottoBuyBody } from '@sb/contracts';
import { move } from '@sb/ledger';
import { checkTicket, drawStake, quickPick, ticketPrice, type Line, type Lottery } from '@sb/lotto';
import type { Db } from '../../db/client';
import { houseAccount, LedgerError, transfer } from '../ledger';
import { lottoError } from './errors';
import { insertTicket, insertTicketDraws, lockOpenDraws, type TicketRow } from './repository';
import { HOUSE_LOTTO, STAKE_KIND, stakeKey } from './settle-draw';

/**
 * Buying a ticket (issue 19): the lines (quick picks filled from a fresh CSPRNG seed) are checked
 * against the lottery, the next `draws` open draws are share-locked (the draw job cannot close
 * them meanwhile), and the ticket, its part in each draw and the stake's ledger transfer (keyed by
 * the ticket id) are written in one transaction: a refused stake writes nothing, a retry with the
 * same ticket id buys nothing twice.
 */
export function linesOf(lottery: Lottery, body: LottoBuyBody): { lines: Line[]; price: bigint } {
  const floats = floatStream(newServerSeed(), 'quick-pick', 0);
  const raw = body.lines.map((l, i): Line => {
    if (!('quickPick' in l)) return { numbers: l.numbers, bonus: l.bonus ?? null };
    const spots = l.spots ?? lottery.pickMin;
    if (spots < lottery.pickMin || spots > lottery.pickMax)
      throw lottoError(400, 'bad_pick_count', `line ${i}: ${spots} spots`, { line: i });
    return quickPick(lottery, spots, floats);
  });
  const checked = checkTicket(lottery, raw, body.draws);
  if (!checked.ok)
    throw lottoError(
      400,
      checked.code,
      `ticket refused: ${checked.code}`,
      checked.line === undefined ? {} : { line: checked.line },
    );
  return { lines: checked.value, price: ticketPrice(lottery, checked.value.length, body.draws) };
}

/** Thrown inside the transaction when the ticket id was taken meanwhile: the caller replays it. */
export class TicketIdTaken extends Error {}

export interface Purchase {
  lottery: Lottery;
  userId: number;
  account: { id: number; currency: string };
  ticketId: string;
  lines: Line[];
  draws: number;
  price: bigint;
  at: Date;
}

export async function buyTicket(db: Db, p: Purchase): Promise<{ ticket: TicketRow; balance: bigint | null }> {
  return db.transaction(async (tx) => {
    const draws = await lockOpenDraws(tx, p.lottery.id, p.at, p.draws);
    if (draws.length < p.draws) throw lottoError(409, 'draws_not_scheduled', 'not enough open draws');
    const ticket: TicketRow = {
      id: p.ticketId,
      userId: p.userId,
      lotteryId: p.lottery.id,
      accountId: p.account.id,
      currency: p.account.currency,
      lines: p.lines.map((l) => ({ numbers: [...l.numbers], bonus: l.bonus ?? null })),
      drawsCount: p.draws,
      linePrice: p.lottery.linePrice,
      stake: p.price,
      status: 'open',
      winnings: 0n,
      createdAt: p.at,
      settledAt: null,
    };
    if (!(await insertTicket(tx, ticket))) throw new TicketIdTaken();
    const stake = drawStake(p.lottery, p.lines.length);
    await insertTicketDraws(
      tx,
      draws.map((d) => ({ ticketId: p.ticketId, drawId: d.id, stake })),
    );
    const house = await houseAccount(tx, HOUSE_LOTTO, p.account.currency);
    try {
      const out = await transfer(tx, {
        idempotencyKey: stakeKey(p.ticketId),
        kind: STAKE_KIND,
        postings: move(p.account.id, house, p.price),
        meta: { ticketId: p.ticketId, lotteryId: p.lottery.id },
      });
      return { ticket, balance: out.balances.get(p.account.id) ?? null };
    } catch (err) {
      if (err instanceof LedgerError && err.code === 'insufficient_funds')
        throw lottoError(400, 'insufficient_funds', 'the balance does not cover the ticket');
      if (err instanceof LedgerError) throw lottoError(400, 'account_not_found', err.code);
      throw err;
    }
  });
}
