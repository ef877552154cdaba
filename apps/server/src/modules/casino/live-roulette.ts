import { and, eq } from 'drizzle-orm';
import { chainFrom, hashSeed, hmacHex, type Json } from '@sb/casino';
import type { Db } from '../../db/client';
import { casinoRounds } from '../../db/schema';
import { casinoError } from './errors';
import { credit, debit, payoutOf, RoundIdTaken, type Played } from './play';
import { insertRound, lockRound, touchRecent, updateRound, type PlayAccount, type RoundRow } from './repository';
import type { Studio } from './studio';

/**
 * Live roulette (issue 15): one European roulette spin every LIVE_ROULETTE_PERIOD_MS for the whole
 * table, from a daily published hash chain as crash's (round i plays link L − i, revealed at the
 * spin). Bets are the studio roulette's (same bets, same pays: RTP 36/37), placed in the betting
 * window and settled by the leader's job at the spin. There is no video dealer.
 */
export const LIVE_ROULETTE_ID = 'roulette-live';
export const LIVE_ROULETTE_SALT = 'sb-studio-live-roulette-salt-2026-11-24';
export const LIVE_ROULETTE_BETTING_MS = 15_000;
export const LIVE_ROULETTE_PERIOD_MS = 20_000;
const DAY_MS = 86_400_000;
const LENGTH = DAY_MS / LIVE_ROULETTE_PERIOD_MS;
const EPOCH_MS = Date.UTC(2026, 0, 1);

export interface SpinRound {
  generation: number;
  index: number;
  seed: string;
  hash: string;
  bettingAt: number;
  spinAt: number;
}

export class LiveRouletteSchedule {
  private readonly chains = new Map<number, string[]>();

  constructor(
    private readonly secret: string,
    private readonly studio: Studio,
  ) {}

  private chain(g: number): string[] {
    let chain = this.chains.get(g);
    if (!chain) {
      if (this.chains.size > 3) this.chains.clear();
      chain = chainFrom(hmacHex(this.secret, `roulette:${g}`), LENGTH);
      this.chains.set(g, chain);
    }
    return chain;
  }

  terminalHash(g: number): string {
    return this.chain(g)[LENGTH] ?? '';
  }

  round(g: number, index: number): SpinRound | null {
    if (index < 1 || index > LENGTH) return null;
    const seed = this.chain(g)[LENGTH - index] ?? '';
    const bettingAt = EPOCH_MS + g * DAY_MS + (index - 1) * LIVE_ROULETTE_PERIOD_MS;
    return {
      generation: g,
      index,
      seed,
      hash: hashSeed(seed),
      bettingAt,
      spinAt: bettingAt + LIVE_ROULETTE_BETTING_MS,
    };
  }

  current(now: number): SpinRound | null {
    const g = Math.floor((now - EPOCH_MS) / DAY_MS);
    const index = Math.floor((now - EPOCH_MS - g * DAY_MS) / LIVE_ROULETTE_PERIOD_MS) + 1;
    return this.round(g, index);
  }

  /** A bet's outcome on a round: the studio roulette played on the round's floats (pocket from the first). */
  play(r: SpinRound, bets: Json): { multiplier: number; result: Json } {
    const game = this.studio.gameById('roulette');
    if (!game || game.kind !== 'instant') throw new Error('the studio has no roulette');
    const parsed = game.parse(bets);
    if (!parsed.ok) throw casinoError(400, parsed.code);
    return game.play(parsed.value, this.studio.floatStream(r.seed, LIVE_ROULETTE_SALT, 0));
  }

  /** The pocket of a round (what every bet of it sees). */
  pocket(r: SpinRound): number {
    const out = this.play(r, [{ type: 'red', numbers: [], index: 0, amount: 1 }]).result;
    return typeof out === 'object' && out !== null && !Array.isArray(out) && typeof out['pocket'] === 'number'
      ? out['pocket']
      : -1;
  }
}

const spinOf = (schedule: LiveRouletteSchedule, row: RoundRow): SpinRound => {
  const s = row.state as { generation?: unknown; index?: unknown };
  const r =
    typeof s.generation === 'number' && typeof s.index === 'number' ? schedule.round(s.generation, s.index) : null;
  if (!r) throw new Error(`live roulette round of ${row.id} unknown`);
  return r;
};

export async function placeSpinBet(
  db: Db,
  schedule: LiveRouletteSchedule,
  p: { userId: number; account: PlayAccount; roundId: string; stake: bigint; bets: Json; now: number },
): Promise<Played> {
  const r = schedule.current(p.now);
  if (!r || p.now >= r.spinAt) throw casinoError(409, 'betting_closed', 'bets open before the next spin');
  schedule.play(r, p.bets);
  const at = new Date(p.now);
  return db.transaction(async (tx) => {
    const row: RoundRow = {
      id: p.roundId,
      userId: p.userId,
      gameId: LIVE_ROULETTE_ID,
      mode: 'real',
      status: 'open',
      accountId: p.account.id,
      currency: p.account.currency,
      stake: p.stake,
      totalStake: p.stake,
      multiplier: null,
      payout: 0n,
      params: p.bets,
      state: { round: `${r.generation}-${r.index}`, generation: r.generation, index: r.index },
      actions: 0,
      serverSeedHash: r.hash,
      serverSeed: null,
      clientSeed: LIVE_ROULETTE_SALT,
      nonce: 0,
      createdAt: at,
      settledAt: null,
    };
    if (!(await insertRound(tx, row))) throw new RoundIdTaken();
    const balance = (await debit(tx, p.account, p.roundId, p.stake, 0, { userId: p.userId, bonusMoney: false }))
      .balance;
    await touchRecent(tx, p.userId, LIVE_ROULETTE_ID, at);
    return { row, balance, serverSeed: null };
  });
}

/** The leader's job: every open bet whose spin is due is paid by its pocket, the seed revealed. */
export async function settleSpins(db: Db, schedule: LiveRouletteSchedule, now: number, batch = 200): Promise<number> {
  const open = await db
    .select({ id: casinoRounds.id })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameId, LIVE_ROULETTE_ID), eq(casinoRounds.status, 'open')))
    .limit(batch);
  let settled = 0;
  for (const { id } of open) {
    await db.transaction(async (tx) => {
      const row = await lockRound(tx, id);
      if (!row || row.status !== 'open') return;
      const r = spinOf(schedule, row);
      if (now < r.spinAt) return;
      const { multiplier, result } = schedule.play(r, row.params as Json);
      const payout = payoutOf(row.stake, multiplier);
      if (payout > 0n && row.accountId !== null)
        await credit(tx, { id: row.accountId, currency: row.currency }, row.id, payout, { userId: row.userId });
      const state: Json = { ...(row.state as Record<string, Json>), ...(result as Record<string, Json>) };
      await updateRound(tx, row.id, {
        status: 'settled',
        multiplier,
        payout,
        state,
        serverSeed: r.seed,
        settledAt: new Date(now),
      });
      settled++;
    });
  }
  return settled;
}
