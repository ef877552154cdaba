import { request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  url: string;
  connections: number;
  durationSeconds: number;
  requestsTotal: number;
  requestsPerSecAvg: number;
  requestsPerSecStddev: number;
  latencyMs: { avg: number; p50: number; p97_5: number; p99: number; max: number };
  throughputBytesPerSecAvg: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface ResponseProbe {
  url: string;
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** Bytes on the wire (after Content-Encoding). */
  transferBytes: number;
}

const HEADERS = { 'accept-encoding': 'gzip' } as const;

/** One plain request to confirm the target answers 2xx and to record its compressed size. */
export function probe(url: string): Promise<ResponseProbe> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: HEADERS, timeout: 10_000 }, (res) => {
      let transferBytes = 0;
      res.on('data', (chunk: Buffer) => {
        transferBytes += chunk.byteLength;
      });
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        resolve({
          url,
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          contentEncoding: typeof encoding === 'string' ? encoding : undefined,
          transferBytes,
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout requesting ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

function run(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, headers: { ...HEADERS } });
}

/** Warm-up run (discarded: JIT, caches, connection pools), then the measured run. */
export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await run(opts.url, opts.connections, opts.warmupSeconds);
  const r = await run(opts.url, opts.connections, opts.durationSeconds);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    url: opts.url,
    connections: r.connections,
    durationSeconds: r.duration,
    requestsTotal: r.requests.total,
    requestsPerSecAvg: r.requests.average,
    requestsPerSecStddev: r.requests.stddev,
    latencyMs: {
      avg: r.latency.average,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    throughputBytesPerSecAvg: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
  };
}
