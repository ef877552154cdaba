/**
 * One placement client of `bench/betting.ts` (a child process, as pgbench -j runs threads): its
 * own pool and BettingService over the bench schema, `callers` concurrent placements per slice.
 */
import { createMemoryBus } from '../apps/server/src/bus/bus';
import { openDatabase } from '../apps/server/src/db/client';
import { ConfigService } from '../apps/server/src/modules/config/service';
import { BettingService } from '../apps/server/src/modules/betting/service';
import { FakeLine, settle1x2 } from '../apps/server/src/test/betting-support';
import { RgService } from '../apps/server/src/modules/responsible/service';

export interface WorkerInit {
  url: string;
  schemaName: string;
  index: number;
  callers: number;
  /** Games to create on this worker's FakeLine (ids are deterministic: the same as the main's). */
  games: number;
  accounts: { id: number; userId: number }[];
}
export type WorkerCommand = { kind: 'run'; seconds: number } | { kind: 'close' };
export type WorkerReply =
  | { kind: 'ready' }
  | {
      kind: 'ran';
      latencies: number[];
      refused: number;
      seconds: number;
      /** CPU this client process used in the slice (user + system), in ms. */
      cpuMs: number;
      firstError: string | null;
    }
  | { kind: 'closed' };

const init = JSON.parse(process.argv[2] ?? '{}') as WorkerInit;
const send = (r: WorkerReply) => process.send?.(r);

const database = await openDatabase({ url: init.url, schemaName: init.schemaName });
const bus = createMemoryBus();
const config = new ConfigService(database.db, bus);
await config.start();
const line = new FakeLine(Date.now);
const games = Array.from({ length: init.games }, () => line.game([2, 3.4, 3.6]));
const betting = new BettingService({
  db: database.db,
  line,
  rg: new RgService(database.db, config),
  config,
  bus,
  settleLeg: settle1x2,
});
let seq = 0;

async function run(seconds: number): Promise<WorkerReply> {
  const latencies: number[] = [];
  let refused = 0;
  let firstError: string | null = null;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const end = started + seconds * 1000;
  const caller = async () => {
    while (Date.now() < end) {
      const a = init.accounts[Math.floor(Math.random() * init.accounts.length)];
      const g1 = games[Math.floor(Math.random() * games.length)] ?? 0;
      let g2 = games[Math.floor(Math.random() * games.length)] ?? 0;
      if (g2 === g1) g2 = games[(games.indexOf(g1) + 1) % games.length] ?? 0;
      const express = ++seq % 2 === 0;
      const t0 = performance.now();
      try {
        await betting.place(a?.userId ?? 0, {
          typeId: express ? 1 : 0,
          accountId: a?.id ?? 0,
          amount: 100 + (seq % 50),
          changeCoefAction: 2,
          bets: (express ? [g1, g2] : [g1]).map((g) => ({ outcomeId: `${g}_1_`, coef: 2 })),
          idempotencyKey: `bench-${init.index}-${seq}`,
        });
        latencies.push(performance.now() - t0);
      } catch (err) {
        if (refused++ === 0) firstError = String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: init.callers }, caller));
  const used = process.cpuUsage(cpu);
  return {
    kind: 'ran',
    latencies,
    refused,
    seconds: (Date.now() - started) / 1000,
    cpuMs: (used.user + used.system) / 1000,
    firstError,
  };
}

process.on('message', (cmd: WorkerCommand) => {
  if (cmd.kind === 'run') void run(cmd.seconds).then(send);
  else
    void (async () => {
      config.stop();
      await database.close();
      await bus.close();
      send({ kind: 'closed' });
      process.disconnect();
    })();
});
send({ kind: 'ready' });
