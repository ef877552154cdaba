import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus, createRedisBus, type BusLog, type EventBus } from './bus';

const REDIS_URL = process.env['REDIS_URL'];
const opened: EventBus[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

function recordingLog(): BusLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_obj, msg) => warnings.push(msg), info: () => undefined };
}

async function until(what: string, cond: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const address = s.address();
  await new Promise((r) => s.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('issue 12: the bus is a fast path that never fails its publisher', () => {
  it('a subscriber that throws does not fail the publish; the other subscribers still get the event', async () => {
    const log = recordingLog();
    const bus = createMemoryBus(log);
    opened.push(bus);
    const got: unknown[] = [];
    await bus.subscribe('c', () => {
      throw new Error('broken subscriber');
    });
    await bus.subscribe('c', (p) => got.push(p));
    await expect(bus.publish('c', { n: 1 })).resolves.toBeUndefined();
    expect(got).toEqual([{ n: 1 }]);
    expect(bus.stats().handlerFailures).toBe(1);
    expect(log.warnings).toEqual(['bus: a subscriber failed']);
  });

  it('Redis unreachable: created without waiting, publish resolves (local subscribers served, failure counted and logged once), ping says why, no "Unhandled error event"', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = recordingLog();
    const bus = createRedisBus(`redis://127.0.0.1:${await closedPort()}`, { log, retryMaxMs: 20 });
    opened.push(bus);
    const got: unknown[] = [];
    await bus.subscribe('c', (p) => got.push(p));
    await bus.publish('c', 1);
    await bus.publish('c', 2);
    await until('two failures', () => bus.stats().publishFailures === 2);
    expect(got).toEqual([1, 2]);
    expect(log.warnings.filter((w) => w.startsWith('bus: publish failed'))).toHaveLength(1);
    await expect(bus.ping()).rejects.toThrow(/redis publish connection/);
    expect(bus.stats().connected).toBe(false);
    expect(await bus.whenReady(50)).toBe(false);
    // Several reconnect attempts later: connection errors went to the log, never to ioredis' default printer.
    await new Promise((r) => setTimeout(r, 200));
    expect(printed.mock.calls.flat().join(' ')).not.toContain('Unhandled error event');
    expect(log.warnings.some((w) => w.startsWith('bus: Redis connection'))).toBe(true);
  });

  it.skipIf(!REDIS_URL)(
    'REDIS_PREFIX: nodes with one prefix hear each other (each event once, the sender not twice); another prefix hears nothing',
    async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const [a, b, other] = [
        createRedisBus(REDIS_URL ?? '', { prefix }),
        createRedisBus(REDIS_URL ?? '', { prefix }),
        createRedisBus(REDIS_URL ?? '', { prefix: `${prefix}other:` }),
      ];
      opened.push(a, b, other);
      for (const bus of [a, b, other]) expect(await bus.whenReady(5_000)).toBe(true);
      const heard = { a: [] as unknown[], b: [] as unknown[], other: [] as unknown[] };
      await a.subscribe('c', (p) => heard.a.push(p));
      await b.subscribe('c', (p) => heard.b.push(p));
      await other.subscribe('c', (p) => heard.other.push(p));
      await a.publish('c', 'x');
      await until('b hears a', () => heard.b.length === 1);
      await b.publish('c', 'y');
      await until('a hears b', () => heard.a.length === 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual({ a: ['x', 'y'], b: ['x', 'y'], other: [] });
    },
  );
});
