import {
  LIVE_UPDATES_CHANNEL,
  type BingoState,
  type CasinoLiveTopic,
  type CasinoRoundEvent,
  type CasinoTopicData,
  type CrashCashout,
  type CrashState,
  type LiveRouletteState,
  type LiveTopicData,
} from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Logger } from '../../log';
import type { LiveTopicUpdate, LiveUpdateBatch, TopicStore } from '../live';
import { multiplierAt } from './crash-schedule';

/**
 * Issue 15 shared rounds over `/ws` (docs/casino-server.md): the leader looks at the shared rounds
 * often enough that a crash reads as instant (the flight itself is drawn by the page from the
 * round's start and the server clock), and publishes each change — round opened with its
 * commitment, flight started, result revealed with its seed, a player's public cash-out, bets
 * settled — on the live channel, so every node pushes it to its `casino:*` subscribers with the
 * same seqs as the line's topics.
 */
export const SHARED_FEED_TICK_MS = 100;
/** Bus channel: a node that cashed a crash bet out tells the leader (payload CashoutNote). */
export const CASINO_CASHOUTS_CHANNEL = 'casino.cashouts';

/** A cash-out as it travels to the leader: the public part and the bet (to publish it once). */
export interface CashoutNote extends CrashCashout {
  betId: string;
}

/** An open crash bet with an auto cash-out (the leader publishes it when the curve reaches it). */
export interface AutoCashout {
  betId: string;
  player: string;
  multiplier: number;
}

/** The shared rounds at a moment (the same views GET /crash, /live-roulette, /bingo, /bingo90 answer). */
export interface SharedStates {
  crash: (now: number) => CrashState;
  roulette: (now: number) => LiveRouletteState;
  bingo75: (now: number) => BingoState;
  bingo90: (now: number) => BingoState;
}

/** The two bingo rooms: topic and state key. */
const BINGO_TOPICS = [
  ['casino:bingo75', 'bingo75'],
  ['casino:bingo90', 'bingo90'],
] as const;

export interface SharedRoundsFeedDeps {
  states: SharedStates;
  /** This node's live store: seqs continue from what every node holds (a new leader carries on). */
  store: TopicStore;
  bus: Pick<EventBus, 'publish' | 'subscribe'>;
  leadership: Pick<Leadership, 'isLeader'>;
  now: () => number;
  log: Logger;
  /** The open bets of a crash round with an auto cash-out (read once, when its flight starts). */
  autoCashouts?: (round: string) => Promise<AutoCashout[]>;
  intervalMs?: number;
}

/** A player's public name in the feed: never the login, only the last digits of the id. */
export const maskPlayer = (userId: number): string => `***${String(userId).slice(-2).padStart(2, '0')}`;

const isNote = (v: unknown): v is CashoutNote => {
  const o = v as Partial<CashoutNote> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.betId === 'string' &&
    typeof o.round === 'string' &&
    typeof o.player === 'string' &&
    typeof o.multiplier === 'number' &&
    typeof o.auto === 'boolean'
  );
};

/** A round's phase as the feed tells changes apart, and the event of entering it. */
function crashPhase(s: CrashState): { key: string; event: CasinoRoundEvent } | null {
  const c = s.current;
  if (!c) return null;
  const key = `${c.round}:${c.phase}`;
  if (c.phase === 'betting') return { key, event: { kind: 'opened', round: c.round, hash: c.hash } };
  if (c.phase === 'flying') return { key, event: { kind: 'started', round: c.round } };
  return { key, event: { kind: 'revealed', round: c.round, seed: c.seed ?? '' } };
}

function roulettePhase(s: LiveRouletteState): { key: string; event: CasinoRoundEvent } | null {
  const c = s.current;
  if (!c) return null;
  if (c.seed === null) return { key: `${c.round}:betting`, event: { kind: 'opened', round: c.round, hash: c.hash } };
  return { key: `${c.round}:spun`, event: { kind: 'revealed', round: c.round, seed: c.seed } };
}

export class SharedRoundsFeed {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private readonly phases = new Map<CasinoLiveTopic, string>();
  private readonly seqs = new Map<CasinoLiveTopic, number>();
  private pending: { topic: CasinoLiveTopic; event: CasinoRoundEvent; note?: CashoutNote }[] = [];
  /** The crash round whose auto cash-outs are loaded, and those not yet published. */
  private autoRound: string | null = null;
  private autos: AutoCashout[] = [];
  private readonly published = new Set<string>();
  /** The cash-outs this leader published for a crash round. */
  private own: { round: string; list: CrashCashout[] } | null = null;

  constructor(private readonly deps: SharedRoundsFeedDeps) {}

  async start(timers = true): Promise<void> {
    this.unsubscribe = await this.deps.bus.subscribe(CASINO_CASHOUTS_CHANNEL, (payload) => {
      if (isNote(payload) && this.deps.leadership.isLeader()) this.cashedOut(payload);
    });
    if (!timers) return;
    this.timer = setInterval(() => {
      if (!this.deps.leadership.isLeader()) return;
      this.running = this.running
        .then(() => this.tick())
        .catch((err: unknown) => this.deps.log.error({ err }, 'casino: shared-round feed failed'));
    }, this.deps.intervalMs ?? SHARED_FEED_TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** A player cashed out (this node or another told the leader). Published once per bet. */
  cashedOut(note: CashoutNote): void {
    const cashout: CrashCashout = {
      round: note.round,
      player: note.player,
      multiplier: note.multiplier,
      auto: note.auto,
    };
    this.pending.push({ topic: 'casino:crash', event: { kind: 'cashout', round: note.round, cashout }, note });
  }

  /** The leader's settlement job settled `bets` bets of a game's ended rounds: pages refresh balances. */
  settled(topic: CasinoLiveTopic, bets: number): void {
    if (bets > 0) this.pending.push({ topic, event: { kind: 'settled', round: null, bets } });
  }

  /** One look at the rounds (leader only): publishes what changed since the last. */
  async tick(): Promise<number> {
    if (!this.deps.leadership.isLeader()) return 0;
    const now = this.deps.now();
    const crash = this.deps.states.crash(now);
    const cur = crash.current;
    if (cur && cur.phase !== 'betting' && this.autoRound !== cur.round) {
      this.autoRound = cur.round;
      this.autos = ((await this.deps.autoCashouts?.(cur.round)) ?? []).sort((a, b) => a.multiplier - b.multiplier);
    }
    const batch = this.compute(now, crash);
    if (batch.updates.length > 0) await this.deps.bus.publish(LIVE_UPDATES_CHANNEL, batch);
    return batch.updates.length;
  }

  /** The updates of one look at `now` (not published). */
  compute(now: number, crash = this.deps.states.crash(now)): LiveUpdateBatch {
    const updates: LiveTopicUpdate[] = [];
    const cashouts = this.cashoutsOf(crash);
    const push = (topic: CasinoLiveTopic, data: CasinoTopicData) => {
      const held = this.deps.store.get(topic)?.seq ?? 0;
      const seq = Math.max(held, this.seqs.get(topic) ?? 0) + 1;
      this.seqs.set(topic, seq);
      updates.push({ topic, seq, data: { casino: data } satisfies LiveTopicData });
    };
    const crashData = (event: CasinoRoundEvent): CasinoTopicData => ({ crash, cashouts: [...cashouts], event });

    // Auto cash-outs the curve reached (before the crash, or the crash point itself) happened
    // before the round's next phase: they go first, then the phase, then settlements.
    const c = crash.current;
    const reached =
      c?.phase === 'flying' ? multiplierAt(now - c.flyingAt) : c?.phase === 'crashed' ? (c.crash ?? 0) : 0;
    const autos: typeof this.pending = [];
    while (c && this.autos.length > 0 && (this.autos[0]?.multiplier ?? Infinity) <= reached) {
      const a = this.autos.shift();
      if (!a) break;
      const cashout = { round: c.round, player: a.player, multiplier: a.multiplier, auto: true };
      autos.push({
        topic: 'casino:crash',
        event: { kind: 'cashout', round: c.round, cashout },
        note: { ...cashout, betId: a.betId },
      });
    }
    const pending = [...autos, ...this.pending];
    this.pending = [];
    const later: typeof pending = [];
    for (const p of pending) {
      if (p.event.kind !== 'cashout' || !p.note) {
        later.push(p);
        continue;
      }
      if (this.published.has(p.note.betId)) continue;
      this.published.add(p.note.betId);
      if (p.event.cashout.round === c?.round) cashouts.push(p.event.cashout);
      push('casino:crash', crashData(p.event));
    }
    const phase = crashPhase(crash);
    if (phase && this.phases.get('casino:crash') !== phase.key) {
      this.phases.set('casino:crash', phase.key);
      push('casino:crash', crashData(phase.event));
    }
    for (const p of later) {
      if (p.topic === 'casino:crash') {
        const event = p.event.kind === 'settled' ? { ...p.event, round: lastCrashed(crash) } : p.event;
        push('casino:crash', crashData(event));
      } else if (p.topic === 'casino:roulette')
        push(p.topic, { roulette: this.deps.states.roulette(now), event: p.event });
      else {
        const key = p.topic === 'casino:bingo90' ? 'bingo90' : 'bingo75';
        push(p.topic, { [key]: this.deps.states[key](now), event: p.event });
      }
    }

    const roulette = this.deps.states.roulette(now);
    const rp = roulettePhase(roulette);
    if (rp && this.phases.get('casino:roulette') !== rp.key) {
      this.phases.set('casino:roulette', rp.key);
      push('casino:roulette', { roulette, event: rp.event });
    }
    for (const [topic, key] of BINGO_TOPICS) {
      const bingo = this.deps.states[key](now);
      if (!bingo.round || this.phases.get(topic) === bingo.round) continue;
      const first = !this.phases.has(topic);
      this.phases.set(topic, bingo.round);
      // The room's draw reveals the last round's seed and opens the next one.
      if (bingo.last && !first) push(topic, { [key]: bingo, event: revealedBingo(bingo.last) });
      push(topic, { [key]: bingo, event: { kind: 'opened', round: bingo.round, hash: bingo.hash ?? '' } });
    }
    if (c) this.own = { round: c.round, list: cashouts };
    if (this.published.size > 10_000) this.published.clear();
    return { at: now, updates };
  }

  /**
   * The current crash round's cash-outs: this leader's own list (its last publication may not be
   * back from the bus yet), else as every node holds them (a new leader carries on).
   */
  private cashoutsOf(crash: CrashState): CrashCashout[] {
    const round = crash.current?.round;
    if (!round) return [];
    if (this.own?.round === round) return [...this.own.list];
    const held = this.deps.store.get('casino:crash')?.casino?.cashouts ?? [];
    return held.filter((c) => c.round === round);
  }
}

const lastCrashed = (s: CrashState): string | null =>
  s.current?.phase === 'crashed' ? s.current.round : (s.recent[0]?.round ?? null);
const revealedBingo = (last: NonNullable<BingoState['last']>): CasinoRoundEvent => ({
  kind: 'revealed',
  round: last.round,
  seed: last.seed,
});

/**
 * A snapshot of a casino topic for a new subscriber (the hub's casinoSnapshot): the state now and
 * the held cash-outs of the current crash round.
 */
export function casinoSnapshotOf(
  states: SharedStates,
  topic: string,
  now: number,
  held: CasinoTopicData | undefined,
): LiveTopicData {
  if (topic === 'casino:crash') {
    const crash = states.crash(now);
    const round = crash.current?.round;
    return { casino: { crash, cashouts: (held?.cashouts ?? []).filter((c) => c.round === round) } };
  }
  if (topic === 'casino:roulette') return { casino: { roulette: states.roulette(now) } };
  if (topic === 'casino:bingo75') return { casino: { bingo75: states.bingo75(now) } };
  if (topic === 'casino:bingo90') return { casino: { bingo90: states.bingo90(now) } };
  return {};
}
