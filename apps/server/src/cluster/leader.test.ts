import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Leadership, leaderLockKey } from './leader';

const DATABASE_URL = process.env['DATABASE_URL'];
const started: Leadership[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((l) => l.stop()));
});

function leadership(opts: ConstructorParameters<typeof Leadership>[0]): Leadership {
  const l = new Leadership(opts);
  started.push(l);
  return l;
}

async function until(cond: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Leadership (ARCHITECTURE: one leader per cluster)', () => {
  it('without PostgreSQL the single node is always the leader', async () => {
    const l = leadership({});
    const changes: boolean[] = [];
    l.onChange((v) => changes.push(v));
    expect(l.isLeader()).toBe(false);
    await l.start();
    expect(l.isLeader()).toBe(true);
    await l.stop();
    expect(l.isLeader()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  describe.skipIf(!DATABASE_URL)('on PostgreSQL', () => {
    it('two nodes: exactly one leads; the other takes over when the leader stops', async () => {
      const name = `test-${randomBytes(6).toString('hex')}`;
      const a = leadership({ url: DATABASE_URL, name, retryMs: 50 });
      const b = leadership({ url: DATABASE_URL, name, retryMs: 50 });
      await a.start();
      await b.start();
      expect(a.isLeader()).toBe(true);
      expect(b.isLeader()).toBe(false);
      // Still exactly one after several rounds of retries and health checks.
      await new Promise((r) => setTimeout(r, 200));
      expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);

      const bChanges: boolean[] = [];
      b.onChange((v) => bChanges.push(v));
      await a.stop();
      await until(() => b.isLeader());
      expect(a.isLeader()).toBe(false);
      expect(bChanges).toEqual([true]);
    });

    it('clusters with different names do not compete', async () => {
      const a = leadership({ url: DATABASE_URL, name: `test-${randomBytes(6).toString('hex')}`, retryMs: 50 });
      const b = leadership({ url: DATABASE_URL, name: `test-${randomBytes(6).toString('hex')}`, retryMs: 50 });
      await a.start();
      await b.start();
      expect(a.isLeader()).toBe(true);
      expect(b.isLeader()).toBe(true);
    });

    it('a leader whose connection is killed loses leadership; exactly one node leads again', async () => {
      const name = `test-${randomBytes(6).toString('hex')}`;
      const a = leadership({ url: DATABASE_URL, name, retryMs: 50 });
      const b = leadership({ url: DATABASE_URL, name, retryMs: 50 });
      await a.start();
      await b.start();
      expect(a.isLeader()).toBe(true);
      const aChanges: boolean[] = [];
      a.onChange((v) => aChanges.push(v));
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      try {
        // Terminate the leader's session from outside (a crashed node or a dropped link).
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1::oid`,
          [leaderLockKey(name) >>> 0],
        );
      } finally {
        await admin.end();
      }
      // The old leader notices at once; then exactly one node leads again (either may win the retry).
      await until(() => aChanges.includes(false));
      await until(() => a.isLeader() !== b.isLeader());
      await new Promise((r) => setTimeout(r, 200));
      expect(a.isLeader()).not.toBe(b.isLeader());
    });
  });
});
