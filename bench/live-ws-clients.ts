/**
 * A client process of the live WebSocket bench (bench/live-ws.ts): opens `count` WebSocket clients
 * to the node, client `i` subscribed to `game:{i % games + 1}`, and records for each delta the delay
 * from the feed event (the latest `ts:<epoch ms>` stamp of the outcomes it carries) to its arrival.
 *
 * One such process stands for thousands of browsers, each of which parses its own one socket's
 * messages. Parsing all of them here would measure the bench, not the server: the arrival instant
 * is taken first, the type, seq and stamp are read from the text by scanning, and one message in
 * `verifyEvery` is parsed whole against the contract and checked against the scan.
 */
import { liveServerMessageSchema } from '@sb/contracts';
import WebSocket from 'ws';

export interface LiveClientsInit {
  port: number;
  from: number;
  count: number;
  games: number;
  verifyEvery: number;
}

export type LiveClientsCommand = { cmd: 'open' } | { cmd: 'measure' } | { cmd: 'stop' } | { cmd: 'exit' };

export type LiveClientsReply =
  | { opened: number; ms: number }
  | { measuring: true }
  | {
      samples: number[];
      messages: number;
      bytes: number;
      gaps: number;
      verified: number;
      mismatches: number;
      cpuMs: number;
    };

const OPEN_BATCH = 500;
const epochNow = () => performance.timeOrigin + performance.now();

interface Head {
  type: string;
  seq: number;
}

/** A server message's type and seq from its head: the hub writes `{"type":…,"topic":…,"seq":N,…}`. */
export function scanHead(text: string): Head {
  const type = text.startsWith('{"type":"delta"') ? 'delta' : text.startsWith('{"type":"snapshot"') ? 'snapshot' : '';
  if (!type) return { type: 'other', seq: -1 };
  const at = text.indexOf('"seq":') + 6;
  return { type, seq: Number(text.slice(at, text.indexOf(',', at))) };
}

/** The latest feed-event stamp of a delta: the largest `ts:<epoch ms>` outcome name in it (0: none). */
export function latestStamp(text: string): number {
  let latest = 0;
  for (let at = text.indexOf('"ts:'); at !== -1; at = text.indexOf('"ts:', at + 4)) {
    const stamp = Number(text.slice(at + 4, text.indexOf('"', at + 4)));
    if (stamp > latest) latest = stamp;
  }
  return latest;
}

const init = JSON.parse(process.argv[2] ?? '{}') as LiveClientsInit;
let measuring = false;
let samples: number[] = [];
let messages = 0;
let bytes = 0;
let gaps = 0;
let verified = 0;
let mismatches = 0;
let cpu0 = process.cpuUsage();
const sockets: WebSocket[] = [];

/** The whole message parsed against the contract must say what the scan read. */
function verify(text: string, head: Head, latest: number): void {
  verified++;
  const parsed = liveServerMessageSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    mismatches++;
    return;
  }
  const m = parsed.data;
  let stamp = 0;
  if (m.type === 'delta') for (const o of m.data.outcomes ?? []) stamp = Math.max(stamp, Number(o.name?.slice(3)) || 0);
  if (m.type !== head.type || !('seq' in m) || m.seq !== head.seq || stamp !== latest) mismatches++;
}

function open(i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${init.port}/ws`, { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'sub', topics: [`game:${(i % init.games) + 1}`] })));
    let subscribed = false;
    let seq = -1;
    ws.on('message', (data: WebSocket.Data) => {
      const arrived = epochNow();
      const text = data.toString();
      if (!subscribed) {
        subscribed = true;
        resolve();
      }
      // Every message follows the seq protocol: a snapshot restarts the count, a delta is one more.
      const head = scanHead(text);
      if (head.type === 'delta' && head.seq !== seq + 1) gaps++;
      if (head.type === 'snapshot' || head.type === 'delta') seq = head.seq;
      if (!measuring) return;
      messages++;
      bytes += text.length;
      if (head.type !== 'delta') return;
      const latest = latestStamp(text);
      if (latest > 0) samples.push(arrived - latest);
      if (messages % init.verifyEvery === 0) verify(text, head, latest);
    });
    ws.on('error', reject);
    sockets.push(ws);
  });
}

process.on('message', (m: LiveClientsCommand) => {
  const reply = (r: LiveClientsReply) => process.send?.(r);
  if (m.cmd === 'open') {
    const t0 = Date.now();
    void (async () => {
      for (let k = 0; k < init.count; k += OPEN_BATCH) {
        const n = Math.min(OPEN_BATCH, init.count - k);
        await Promise.all(Array.from({ length: n }, (_, j) => open(init.from + k + j)));
      }
      reply({ opened: sockets.length, ms: Date.now() - t0 });
    })();
  } else if (m.cmd === 'measure') {
    samples = [];
    messages = bytes = verified = mismatches = 0;
    cpu0 = process.cpuUsage();
    measuring = true;
    reply({ measuring: true });
  } else if (m.cmd === 'stop') {
    measuring = false;
    const cpu = process.cpuUsage(cpu0);
    reply({ samples, messages, bytes, gaps, verified, mismatches, cpuMs: (cpu.user + cpu.system) / 1000 });
  } else {
    for (const ws of sockets) ws.terminate();
    // Leaving the loop empty lets --cpu-prof write its profile; the timer is the fallback.
    if (process.connected) process.disconnect();
    setTimeout(() => process.exit(0), 5000).unref();
  }
});
