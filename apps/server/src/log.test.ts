import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { SILENT_LOGGER, type Logger } from './log';
import type { ConfigService } from './modules/config/service';
import { BettingService } from './modules/betting/service';
import type { EventBus } from './bus/bus';
import { Leadership } from './cluster/leader';

describe('issue 12: one logger shape passed to every service', () => {
  it('betting logs a failed settlement through the Logger it was given (error with { err })', async () => {
    const seen: { obj: unknown; msg: unknown }[] = [];
    const log: Logger = { ...SILENT_LOGGER, error: (obj: unknown, msg?: unknown) => void seen.push({ obj, msg }) };
    const failing = new Error('database away');
    const db = {
      transaction: () => Promise.reject(failing),
      select: () => {
        throw failing;
      },
      execute: () => Promise.reject(failing),
    } as unknown as Db;
    const betting = new BettingService({
      db,
      line: undefined,
      rg: { checkStake: () => Promise.resolve({ ok: true }) } as never,
      config: {} as ConfigService,
      bus: {} as EventBus,
      settleLeg: () => 'win' as never,
      now: () => 0,
      log,
    });
    await expect(betting.enqueue({ gameId: 1 } as never)).rejects.toBeDefined();
    await betting.stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.msg).toBe('settlement failed');
    expect((seen[0]?.obj as { err?: unknown }).err).toBeInstanceOf(Error);
  });

  it('leadership logs a failed election attempt through its Logger (warn with { err })', async () => {
    const seen: unknown[] = [];
    const log: Logger = { ...SILENT_LOGGER, warn: (obj: unknown) => void seen.push(obj) };
    // Port 1 refuses at once: the attempt fails without waiting on the network.
    const leadership = new Leadership({ url: 'postgres://nobody@127.0.0.1:1/none', retryMs: 60_000, log });
    await leadership.start();
    await leadership.stop();
    expect(leadership.isLeader()).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    expect((seen[0] as { err?: unknown }).err).toBeInstanceOf(Error);
  });

  it('the silent logger answers every level and says nothing', () => {
    for (const level of ['info', 'warn', 'error', 'debug'] as const)
      expect(SILENT_LOGGER[level]({}, 'x')).toBeUndefined();
  });
});
