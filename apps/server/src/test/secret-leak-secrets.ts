import { and, eq, inArray, or } from 'drizzle-orm';
import { cardName } from '@sb/casino';
import type { App } from '../app';
import { casinoRevealedSeeds, casinoRounds, casinoSeeds, lottoDraws } from '../db/schema';
import { roundKey } from '../modules/casino/crash-schedule';
import type { RoundRow } from '../modules/casino/repository';
import type { SecretBook } from './secret-leak-recorder';

/**
 * Issue 25's leak test: the secrets of undecided rounds and draws, read from the server's own
 * database and schedules (never from what the API answered), each with when it is decided. The
 * rule for seeds is written here from the tables, not taken from the code under test.
 */
const json = (v: unknown) => JSON.stringify(v);
const names = (cards: number[]) => json(cards.map(cardName));

/** What an open round game holds back (the concrete hidden state per game, not only the seed). */
export function hiddenOf(row: RoundRow): string[] {
  const s = row.state as Record<string, unknown>;
  const nums = (k: string) => (Array.isArray(s[k]) ? (s[k] as number[]) : []);
  switch (row.gameId) {
    // Keyed forms: a bare list of five small numbers could be anything (a bingo column).
    case 'mines':
      return [`"minePositions":${json(nums('minePositions'))}`];
    case 'hilo': {
      // The prepared cards, the ones still to come, and the next three by name in a row.
      const rest = nums('cards').slice(Number(s['position']) + 1);
      return [json(nums('cards')), json(rest), names(rest.slice(0, 3)).slice(1, -1)];
    }
    case 'blackjack': {
      const rest = nums('shoe').slice(Number(s['next']));
      // The hole card: the dealer's hand whole, as names (the view's form) or numbers (the state's).
      const dealer = nums('dealer');
      return [json(nums('shoe')), json(rest), `"dealer":${names(dealer)}`, `"dealer":${json(dealer)}`];
    }
    case 'jacks-or-better':
      // Ten cards fixed at the deal: the five drawn after the hold are secret.
      return [json(nums('cards')), names(nums('cards').slice(5))];
    default:
      return [];
  }
}

export interface Timed {
  label: string;
  /** The moment the round is drawn (its seed and result may show from then on). */
  revealAt: number;
  needles: string[];
}

export class ServerSecrets {
  /** Demo rounds belong to no player: the test names the ones it opened. */
  readonly demoRounds: string[] = [];

  constructor(
    private readonly app: App,
    private readonly book: SecretBook,
    private readonly userId: () => number,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** Everything secret now is kept; everything decided now is decided from record `at` on. */
  async sync(at: number): Promise<void> {
    await this.seeds(at);
    await this.rounds(at);
    await this.lotto(at);
  }

  /** Player seeds: secret while current, and once retired until no open round uses them. */
  private async seeds(at: number) {
    const userId = this.userId();
    const [current] = await this.db.select().from(casinoSeeds).where(eq(casinoSeeds.userId, userId));
    if (current) this.book.keep(`server seed ${current.serverSeedHash}`, [current.serverSeed]);
    const retired = await this.db.select().from(casinoRevealedSeeds).where(eq(casinoRevealedSeeds.userId, userId));
    for (const r of retired) {
      this.book.keep(`server seed ${r.serverSeedHash}`, [r.serverSeed]);
      const open = await this.db
        .select({ id: casinoRounds.id })
        .from(casinoRounds)
        .where(and(eq(casinoRounds.serverSeedHash, r.serverSeedHash), eq(casinoRounds.status, 'open')));
      if (open.length === 0) this.book.decide(`server seed ${r.serverSeedHash}`, at);
    }
  }

  /** Open round games (the player's and the demo rounds): their hidden state, a demo round's own seed. */
  private async rounds(at: number) {
    const mine = eq(casinoRounds.userId, this.userId());
    const rows = await this.db
      .select()
      .from(casinoRounds)
      .where(this.demoRounds.length ? or(mine, inArray(casinoRounds.id, this.demoRounds)) : mine);
    for (const row of rows) {
      const label = `round ${row.gameId} ${row.id}`;
      const seedLabel = `demo seed ${row.serverSeedHash}`;
      if (row.status === 'open') {
        const hidden = hiddenOf(row);
        if (hidden.length) this.book.keep(label, hidden);
        if (row.serverSeed) this.book.keep(seedLabel, [row.serverSeed]);
      } else {
        this.book.decide(label, at);
        this.book.decide(seedLabel, at);
      }
    }
  }

  /** Lotto draws not drawn yet: their seeds. */
  private async lotto(at: number) {
    const draws = await this.db.select().from(lottoDraws);
    for (const d of draws) {
      const label = `lotto draw ${d.id}`;
      if (d.status !== 'drawn') this.book.keep(label, [d.seed]);
      else this.book.decide(label, at);
    }
  }

  /** The shared rounds around `at` (current and next of each room), with the moment each is drawn. */
  sharedAround(at: number): Timed[] {
    const { casino } = this.app;
    const out: Timed[] = [];
    const crash = casino.crash.current(at);
    for (const r of [crash, crash && casino.crash.round(crash.generation, crash.index + 1)])
      if (r) out.push({ label: `crash ${roundKey(r)}`, revealAt: r.crashedAt, needles: [r.seed] });
    const spin = casino.liveRoulette.current(at);
    for (const r of [spin, spin && casino.liveRoulette.round(spin.generation, spin.index + 1)])
      if (r) out.push({ label: `roulette ${r.generation}-${r.index}`, revealAt: r.spinAt, needles: [r.seed] });
    for (const [room, schedule] of [
      ['bingo75', casino.bingo],
      ['bingo90', casino.bingo90],
    ] as const) {
      const cur = schedule.current(at);
      for (const r of [cur, cur && schedule.round(cur.generation, cur.index + 1)])
        if (r) {
          // The balls in draw order: the first six as the state lists them (without the closing bracket).
          const balls = `"balls":${json(schedule.balls(r.seed).slice(0, 6)).slice(0, -1)}`;
          out.push({ label: `${room} ${r.generation}-${r.index}`, revealAt: r.drawAt, needles: [r.seed, balls] });
        }
    }
    return out;
  }
}
