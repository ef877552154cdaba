import { LIVE_UPDATES_CHANNEL, type LiveTopic, type TournamentLiveData } from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Logger } from '../../log';

/** How often the leader looks at the running tournaments' standings (published only when changed). */
export const TOURNAMENT_BOARD_TICK_MS = 3_000;

/** What the publisher needs of the topic store every node holds (the live hub's). */
interface HeldTopics {
  get(topic: LiveTopic): { seq: number; tournament?: TournamentLiveData | undefined } | undefined;
}

export interface TournamentLiveBoardDeps {
  /** The boards to publish now: running tournaments and those that just ended (TournamentService.liveBoards). */
  boards: () => Promise<TournamentLiveData[]>;
  store: HeldTopics;
  bus: Pick<EventBus, 'publish'>;
  leadership: Pick<Leadership, 'isLeader'>;
  now: () => number;
  log: Logger;
  intervalMs?: number;
}

export const tournamentTopic = (id: number): LiveTopic => `tournament:${id}`;

/** What makes a board different (not the computation time). */
const sig = (d: TournamentLiveData): string => JSON.stringify([d.leaderboard, d.placed]);

/**
 * Issue 16 "live rank over WebSocket": the leader computes each running tournament's top rows every
 * few seconds and, when they changed, publishes them on the live topics' bus channel as
 * `tournament:{id}` (each delta the whole board, seq one more than held); every node's LiveHub
 * pushes it to the sockets following the topic. A new leader compares with what the nodes hold, so
 * it republishes nothing unchanged.
 */
export class TournamentLiveBoard {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private readonly seqs = new Map<LiveTopic, number>();
  private readonly sigs = new Map<LiveTopic, string>();

  constructor(private readonly deps: TournamentLiveBoardDeps) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.deps.leadership.isLeader()) return;
      this.tick().catch((err: unknown) => this.deps.log.error({ err }, 'tournaments: live board failed'));
    }, this.deps.intervalMs ?? TOURNAMENT_BOARD_TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** One look (leader only, one at a time): answers how many boards were published. */
  tick(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.publishChanged());
    this.running = run;
    return run;
  }

  private async publishChanged(): Promise<number> {
    if (!this.deps.leadership.isLeader()) return 0;
    const updates = [];
    for (const board of await this.deps.boards()) {
      const topic = tournamentTopic(board.id);
      const held = this.deps.store.get(topic);
      const s = sig(board);
      if (this.sigs.get(topic) === s || (held?.tournament && sig(held.tournament) === s)) continue;
      const seq = Math.max(held?.seq ?? 0, this.seqs.get(topic) ?? 0) + 1;
      this.seqs.set(topic, seq);
      this.sigs.set(topic, s);
      updates.push({ topic, seq, data: { tournament: board } });
    }
    if (updates.length > 0) await this.deps.bus.publish(LIVE_UPDATES_CHANNEL, { at: this.deps.now(), updates });
    return updates.length;
  }
}
