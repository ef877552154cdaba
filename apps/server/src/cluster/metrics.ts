import { Counter, Gauge, type Registry } from 'prom-client';
import type { EventBus } from '../bus/bus';
import type { Leadership } from './leader';

/**
 * The node's place in the cluster, read at each scrape: `cluster_leader` (1 on the node that runs
 * the background jobs), `bus_connected` (both Redis connections up and subscribed) and
 * `bus_publish_failures_total` (events that could not be handed to Redis).
 */
export function registerClusterMetrics(
  registry: Registry,
  deps: { leadership: Pick<Leadership, 'isLeader'>; bus: Pick<EventBus, 'stats'> },
): void {
  new Gauge({
    name: 'cluster_leader',
    help: '1 while this node is the cluster leader (runs the background jobs), else 0',
    registers: [registry],
    collect() {
      this.set(deps.leadership.isLeader() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'bus_connected',
    help: '1 while the event bus publishes and receives (in memory: always), else 0',
    registers: [registry],
    collect() {
      this.set(deps.bus.stats().connected ? 1 : 0);
    },
  });
  let counted = 0;
  new Counter({
    name: 'bus_publish_failures_total',
    help: 'Events that could not be handed to Redis (the request that published them did not fail)',
    registers: [registry],
    collect() {
      const failures = deps.bus.stats().publishFailures;
      if (failures > counted) this.inc(failures - counted);
      counted = failures;
    },
  });
}
