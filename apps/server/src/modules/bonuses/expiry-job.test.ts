import { describe, expect, it } from 'vitest';
import { SILENT_LOGGER } from '../../log';
import { BonusExpiryJob } from './expiry-job';

describe('issue 16: bonus expiry is a leader job', () => {
  it('sweeps only while this node leads, and stops with the node', async () => {
    let leader = false;
    const hub: { listener: ((l: boolean) => void) | null } = { listener: null };
    let sweeps = 0;
    const job = new BonusExpiryJob({
      expire: () => Promise.resolve(++sweeps),
      leadership: {
        isLeader: () => leader,
        onChange: (fn) => {
          hub.listener = fn;
          return () => (hub.listener = null);
        },
      },
      log: SILENT_LOGGER,
      intervalMs: 3_600_000,
    });
    job.start();
    expect(sweeps).toBe(0);
    leader = true;
    hub.listener?.(true);
    await job.runOnce();
    expect(sweeps).toBe(2);
    await job.stop();
    expect(hub.listener).toBeNull();
  });
});
