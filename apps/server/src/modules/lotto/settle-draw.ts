import { move } from '@sb/ledger';
import { drawNumbers, settleLine, splitPool, type Line, type LineResult, type Lottery } from '@sb/lotto';
import type { Db } from '../../db/client';
import { houseAccount, transfer, type Tx } from '../ledger';
import { lockDraw, lockLottery, setJackpot, settlePart, unsettledOfDraw, updateDraw } from './repository';

/**
 * Drawing and settling one draw (issue 19), in one database transaction: the draw row is locked
 * (a second run finds it drawn and does nothing), the numbers come from its revealed seed, every
 * ticket's lines are settled, the pool is split per currency (@sb/lotto splitPool), prizes are
 * credited through the ledger keyed by draw id + ticket id (a retry pays nothing twice) and the
 * jackpot rolls on. Stakes sit in the house's lotto account; prizes are paid from it.
 */
export const HOUSE_LOTTO = 'house:lotto';
export const STAKE_KIND = 'lotto_stake';
export const WIN_KIND = 'lotto_win';
export const stakeKey = (ticketId: string) => `lotto:stake:${ticketId}`;
export const prizeKey = (drawId: string, ticketId: string) => `lotto:prize:${drawId}:${ticketId}`;

export interface Credited {
  userId: number;
  accountId: number;
  currency: string;
  balance: bigint;
}

export interface DrawSettlement {
  /** false: it was drawn already (nothing done). */
  drawn: boolean;
  tickets: number;
  credited: Credited[];
}

type Part = Awaited<ReturnType<typeof unsettledOfDraw>>[number];

const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v);
const asText = (m: Map<string, bigint>) => Object.fromEntries([...m].map(([k, v]) => [k, v.toString()]));

/** Pool winners (lines) per currency and tier, and stakes per currency. */
function tally(parts: Part[], results: LineResult[][]) {
  const stakes = new Map<string, bigint>();
  const winners = new Map<string, Record<string, number>>();
  parts.forEach((p, i) => {
    add(stakes, p.ticket.currency, p.part.stake);
    const w = winners.get(p.ticket.currency) ?? {};
    for (const r of results[i] ?? []) if (r.poolTier) w[r.poolTier] = (w[r.poolTier] ?? 0) + 1;
    winners.set(p.ticket.currency, w);
  });
  return { stakes, winners };
}

async function credit(tx: Tx, p: Part, drawId: string, amount: bigint): Promise<Credited> {
  const house = await houseAccount(tx, HOUSE_LOTTO, p.ticket.currency);
  const out = await transfer(tx, {
    idempotencyKey: prizeKey(drawId, p.ticket.id),
    kind: WIN_KIND,
    postings: move(house, p.ticket.accountId, amount),
    meta: { drawId, ticketId: p.ticket.id },
  });
  const balance = out.balances.get(p.ticket.accountId) ?? 0n;
  return { userId: p.ticket.userId, accountId: p.ticket.accountId, currency: p.ticket.currency, balance };
}

export async function settleDraw(db: Db, lottery: Lottery, drawId: string, at: Date): Promise<DrawSettlement> {
  return db.transaction(async (tx) => {
    const draw = await lockDraw(tx, drawId);
    if (!draw || draw.status === 'drawn') return { drawn: false, tickets: 0, credited: [] };
    const result = drawNumbers(lottery, draw.seed, draw.id);
    const parts = await unsettledOfDraw(tx, drawId);
    const results = parts.map((p) => p.ticket.lines.map((line: Line) => settleLine(lottery, line, result)));
    const { stakes, winners } = tally(parts, results);

    const jackpotIn = await lockLottery(tx, lottery.id);
    const jackpotOut = new Map<string, bigint>();
    const pool = new Map<string, bigint>();
    const perLine = new Map<string, Record<string, bigint>>();
    const currencies = new Set([...Object.keys(jackpotIn), ...stakes.keys()]);
    for (const currency of currencies) {
      const carried = BigInt(jackpotIn[currency] ?? '0');
      if (lottery.poolShareBp === 0) {
        if (carried > 0n) jackpotOut.set(currency, carried);
        continue;
      }
      const split = splitPool(lottery, {
        stakes: stakes.get(currency) ?? 0n,
        jackpotIn: carried,
        winners: winners.get(currency) ?? {},
      });
      pool.set(currency, split.pool);
      perLine.set(currency, split.perLine);
      jackpotOut.set(currency, split.carriedOut);
    }

    const credited: Credited[] = [];
    for (const [i, p] of parts.entries()) {
      const lines = results[i] ?? [];
      const shares = perLine.get(p.ticket.currency) ?? {};
      const prizes = lines.map((r) => r.fixedPrize + (r.poolTier ? (shares[r.poolTier] ?? 0n) : 0n));
      const prize = prizes.reduce((a, b) => a + b, 0n);
      if (prize > 0n) credited.push(await credit(tx, p, drawId, prize));
      await settlePart(tx, p.ticket.id, drawId, {
        results: lines.map((r, j) => ({
          hits: r.hits,
          bonusHit: r.bonusHit,
          tierId: r.tierId,
          prize: (prizes[j] ?? 0n).toString(),
        })),
        prize,
        at,
      });
    }
    await updateDraw(tx, drawId, {
      status: 'drawn',
      numbers: [...result.numbers],
      bonus: result.bonus,
      stakes: asText(stakes),
      pool: asText(pool),
      jackpotIn,
      jackpotOut: asText(jackpotOut),
      drawnAt: at,
    });
    await setJackpot(tx, lottery.id, asText(jackpotOut));
    return { drawn: true, tickets: parts.length, credited };
  });
}
