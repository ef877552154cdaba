/**
 * The overload bench's health probe, in its own process so that the load generator's busy event
 * loop does not inflate the figures: like an orchestrator, one request at a time on a new
 * connection, every `intervalMs`, for `durationMs`. Replies `ready` after one unmeasured probe
 * (a new process's first request pays for its own start-up), then once with every latency.
 */
import { request } from 'node:http';

export interface ProbeInit {
  url: string;
  intervalMs: number;
  durationMs: number;
  timeoutMs: number;
}

export interface ProbeReply {
  /** Milliseconds per answered probe (any status). */
  latenciesMs: number[];
  /** When each answered probe was sent, ms after the first. */
  sentAtMs: number[];
  /** Status codes seen, with counts. */
  statuses: Record<string, number>;
  /** Probes that timed out or failed to connect. */
  failures: number;
}

function once(url: string, timeoutMs: number): Promise<{ ms: number; status: number } | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(null));
    req.end();
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function main() {
  const init = JSON.parse(process.argv[2] ?? '{}') as ProbeInit;
  await once(init.url, init.timeoutMs);
  process.send?.('ready');
  const reply: ProbeReply = { latenciesMs: [], sentAtMs: [], statuses: {}, failures: 0 };
  const start = performance.now();
  const end = start + init.durationMs;
  while (performance.now() < end) {
    const sent = performance.now();
    const next = sent + init.intervalMs;
    const r = await once(init.url, init.timeoutMs);
    if (r) {
      reply.latenciesMs.push(r.ms);
      reply.sentAtMs.push(sent - start);
      reply.statuses[String(r.status)] = (reply.statuses[String(r.status)] ?? 0) + 1;
    } else {
      reply.failures += 1;
    }
    await sleep(Math.max(0, next - performance.now()));
  }
  process.send?.(reply);
  process.exit(0);
}

void main();
