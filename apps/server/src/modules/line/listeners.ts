import type { GameResult } from '@sb/contracts';

type Listener = (result: GameResult) => void | Promise<void>;
/** Enough to dedupe the bus echo of every recent result; old keys fall out first. */
const MAX_SEEN = 20_000;

/**
 * onResult listeners. A result reaches the leader several times — directly after its own commit,
 * from the bus, and from the database read of operator results (cluster/changes.ts), which is how
 * a result stored by a node cut off from the bus arrives; each (game, version) is delivered once.
 */
export class ResultListeners {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Set<string>();

  constructor(private readonly onError: (err: unknown, result: GameResult) => void) {}

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async deliver(result: GameResult): Promise<void> {
    const key = `${result.gameId}:${result.version}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.seen.size > MAX_SEEN) {
      const oldest = this.seen.values().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    for (const l of [...this.listeners]) {
      try {
        await l(result);
      } catch (err) {
        this.onError(err, result);
      }
    }
  }
}
