/**
 * One dice client of `bench/casino-dice.ts` (a child process, as pgbench -j runs threads): its own
 * pool and CasinoService over the bench schema, wired as app.ts wires it (the real RgService, the
 * bonuses module's stake listener and money-order port), `callers` concurrent real-money rounds
 * per slice through `CasinoService.play` — what `POST /web-api/casino/play` calls, minus HTTP.
 */
import { randomUUID } from 'node:crypto';
import { createMemoryBus } from '../apps/server/src/bus/bus';
import { openDatabase } from '../apps/server/src/db/client';
import { casinoBonusPort, casinoPointsTx, casinoStakeForm, casinoStakeTx } from '../apps/server/src/modules/bonuses';
import {
  CasinoService,
  packageStudio,
  setCasinoBonusPort,
  setCasinoStakeListener,
} from '../apps/server/src/modules/casino';
import { ConfigService } from '../apps/server/src/modules/config/service';
import { RgService } from '../apps/server/src/modules/responsible/service';

export interface WorkerInit {
  url: string;
  schemaName: string;
  index: number;
  callers: number;
  userIds: number[];
}
export type WorkerCommand = { kind: 'run'; seconds: number } | { kind: 'close' };
export type WorkerReply =
  | { kind: 'ready' }
  | {
      kind: 'ran';
      latencies: number[];
      /** Rounds that paid (the dice said win). */
      won: number;
      staked: string;
      paid: string;
      refused: number;
      seconds: number;
      /** CPU this client process used in the slice (user + system), in ms. */
      cpuMs: number;
      firstError: string | null;
    }
  | { kind: 'closed' };

/** Dice at a 50 % chance (×1.98), under or over alternately: half the rounds credit a payout. */
export const DICE_TARGET = 50;

const init = JSON.parse(process.argv[2] ?? '{}') as WorkerInit;
const send = (r: WorkerReply) => process.send?.(r);

const database = await openDatabase({ url: init.url, schemaName: init.schemaName });
const bus = createMemoryBus();
const config = new ConfigService(database.db, bus);
await config.start();
// As app.ts: each real stake moves bonus wagering and club points in the debiting transaction.
setCasinoStakeListener(async (tx, stake) => {
  await casinoStakeTx(tx, stake);
  await casinoPointsTx(tx, stake, new Date());
}, casinoStakeForm);
setCasinoBonusPort(casinoBonusPort);
const casino = new CasinoService({
  db: database.db,
  studio: packageStudio(),
  rg: new RgService(database.db, config),
  config,
  bus,
  now: Date.now,
  crashSecret: 'bench-casino-dice',
});
let seq = 0;

async function run(seconds: number): Promise<WorkerReply> {
  const latencies: number[] = [];
  let won = 0;
  let staked = 0n;
  let paid = 0n;
  let refused = 0;
  let firstError: string | null = null;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const end = started + seconds * 1000;
  const caller = async () => {
    while (Date.now() < end) {
      const userId = init.userIds[Math.floor(Math.random() * init.userIds.length)] ?? 0;
      const stake = 100 + (++seq % 50);
      const t0 = performance.now();
      try {
        const answer = await casino.play(
          userId,
          {
            gameId: 'dice',
            mode: 'real',
            stake,
            params: { target: DICE_TARGET, direction: seq % 2 === 0 ? 'under' : 'over' },
            // One id per press, as the page sends it.
            roundId: randomUUID(),
          },
          'instant',
        );
        latencies.push(performance.now() - t0);
        staked += BigInt(answer.round.stakeMinor);
        const payout = BigInt(answer.round.payoutMinor);
        paid += payout;
        if (payout > 0n) won++;
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
    won,
    staked: staked.toString(),
    paid: paid.toString(),
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
