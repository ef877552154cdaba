import type { BusHandler, BusLog } from './bus';

/** This node's subscribers per channel. A handler that throws is logged and counted; the others still run. */
export class LocalHandlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();
  failures = 0;

  constructor(private readonly log: BusLog) {}

  /** Adds a handler; returns its unsubscribe function. */
  add(channel: string, handler: BusHandler): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: unknown): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (err) {
        this.failures += 1;
        this.log.warn({ err, channel }, 'bus: a subscriber failed');
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
