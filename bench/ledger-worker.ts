/**
 * One ledger client process of `bench/ledger.ts`: its own connection pool (as one server node
 * has), `clients` concurrent callers moving money between random distinct accounts for as long as
 * the parent asks, answering what it did.
 */
import { move } from '@sb/ledger';
import { openDatabase } from '../apps/server/src/db/client';
import { transfer, transferNow, type TransferRequest } from '../apps/server/src/modules/ledger/ledger';

export type LedgerSide = 'transferNow' | 'transfer in db.transaction';

export interface WorkerInit {
  url: string;
  schemaName: string;
  ids: number[];
  clients: number;
  /** Makes this process's idempotency keys its own. */
  prefix: string;
}

export type WorkerCommand = { kind: 'run'; side: LedgerSide; seconds: number } | { kind: 'close' };
export type WorkerReply = { kind: 'ready' } | { kind: 'done'; ops: number; refused: number; latencies: number[] };

const send = (reply: WorkerReply) => process.send?.(reply);

async function main() {
  const init = JSON.parse(process.argv[2] ?? '{}') as WorkerInit;
  const database = await openDatabase({ url: init.url, schemaName: init.schemaName });
  const { db } = database;
  const { ids } = init;
  let seq = 0;
  const slice = async (side: LedgerSide, seconds: number) => {
    const run =
      side === 'transferNow'
        ? (req: TransferRequest) => transferNow(db, req)
        : (req: TransferRequest) => db.transaction((tx) => transfer(tx, req));
    const latencies: number[] = [];
    let refused = 0;
    const end = Date.now() + seconds * 1000;
    const caller = async () => {
      while (Date.now() < end) {
        const i = Math.floor(Math.random() * ids.length);
        const j = (i + 1 + Math.floor(Math.random() * (ids.length - 1))) % ids.length;
        const n = ++seq;
        const t0 = performance.now();
        try {
          await run({
            idempotencyKey: `${init.prefix}${n}`,
            kind: 'bench',
            postings: move(ids[i] ?? 0, ids[j] ?? 0, 1n + BigInt(n % 100)),
          });
          latencies.push(performance.now() - t0);
        } catch {
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: init.clients }, caller));
    send({ kind: 'done', ops: latencies.length, refused, latencies });
  };
  process.on('message', (cmd: WorkerCommand) => {
    if (cmd.kind === 'run') void slice(cmd.side, cmd.seconds);
    else void database.close().then(() => process.exit(0));
  });
  send({ kind: 'ready' });
}

void main();
