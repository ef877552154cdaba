import type { AnalyticsEvent, AnalyticsKey } from '@sb/contracts';

export interface TrackerDeps {
  send: (key: AnalyticsKey, events: AnalyticsEvent[]) => Promise<unknown>;
  /** Spec §5: asked at send time, so a withdrawn consent stops what still waits. */
  allowed: (key: AnalyticsKey) => boolean;
}

/** The collector takes at most 50 events per call (packages/contracts analyticsBatchSchema). */
export const MAX_BATCH = 50;

/** Events wait per stream and leave in batches; a failed send is dropped (analytics never retries a page's work). */
export class AnalyticsTracker {
  private queues: Record<AnalyticsKey, AnalyticsEvent[]> = { events: [], marketing: [] };

  constructor(private readonly deps: TrackerDeps) {}

  track(key: AnalyticsKey, event: AnalyticsEvent): void {
    if (!this.deps.allowed(key)) return;
    const queue = this.queues[key];
    queue.push(event);
    if (queue.length > MAX_BATCH * 4) queue.splice(0, queue.length - MAX_BATCH * 4);
  }

  pending(key: AnalyticsKey): number {
    return this.queues[key].length;
  }

  async flush(): Promise<void> {
    for (const key of ['events', 'marketing'] as const) {
      const queue = this.queues[key];
      if (!this.deps.allowed(key)) {
        queue.length = 0;
        continue;
      }
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        await this.deps.send(key, batch).catch(() => undefined);
      }
    }
  }
}
