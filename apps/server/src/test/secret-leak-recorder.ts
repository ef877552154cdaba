import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import type { App } from '../app';

/**
 * Issue 25's class-level check: everything the server sends (HTTP answers with their headers,
 * `/ws` frames) in one ordered record, and the secrets of undecided rounds and draws with the
 * record from which each may show. A leak is a secret found in a record made before its decision.
 */
export interface Recorded {
  index: number;
  label: string;
  text: string;
}

export class Recorder {
  readonly records: Recorded[] = [];

  record(label: string, text: string): number {
    const index = this.records.length;
    this.records.push({ index, label, text });
    return index;
  }

  /** An HTTP answer: status, headers and body (a secret in a header counts as much as in the body). */
  response(label: string, res: LightMyRequestResponse): number {
    return this.record(`${label} → ${res.statusCode}`, `${JSON.stringify(res.headers)}\n${res.body}`);
  }

  /** The index the next record gets: a secret decided now may show from here on. */
  get mark(): number {
    return this.records.length;
  }
}

interface Secret {
  label: string;
  needles: Set<string>;
  /** The first record allowed to hold it; null while undecided (no record may). */
  decidedAt: number | null;
}

export class SecretBook {
  private readonly secrets = new Map<string, Secret>();

  /** A secret (its forms as they could appear in JSON: hex, a list of positions, card names…). */
  keep(label: string, needles: readonly string[]): void {
    const s = this.secrets.get(label) ?? { label, needles: new Set<string>(), decidedAt: null };
    for (const n of needles) if (n.length >= 6) s.needles.add(n);
    this.secrets.set(label, s);
  }

  /** The round or draw is decided from record `at` on (that record is the first that may show it). */
  decide(label: string, at: number): void {
    const s = this.secrets.get(label);
    if (s && s.decidedAt === null) s.decidedAt = at;
  }

  isKept(label: string): boolean {
    return this.secrets.has(label);
  }

  get size(): number {
    return this.secrets.size;
  }

  labels(): string[] {
    return [...this.secrets.keys()];
  }

  /** Every secret found in a record made before its decision: `secret in #index label: …excerpt…`. */
  leaks(records: readonly Recorded[]): string[] {
    const found: string[] = [];
    for (const s of this.secrets.values()) {
      const until = s.decidedAt ?? Number.POSITIVE_INFINITY;
      for (const r of records) {
        if (r.index >= until) break;
        for (const needle of s.needles) {
          const at = r.text.indexOf(needle);
          if (at < 0) continue;
          const excerpt = r.text.slice(Math.max(0, at - 60), at + needle.length + 20);
          found.push(`${s.label} in #${r.index} ${r.label}: …${excerpt}…`);
        }
      }
    }
    return found;
  }
}

export interface RecordedSocket {
  send(message: unknown): void;
  /** Resolves with the first frame (already received or to come) whose text passes `pred`. */
  next(pred: (text: string) => boolean): Promise<string>;
  close(): void;
}

/** A `/ws` connection of the app (listening) whose every frame goes into the recorder. */
export function recordSocket(app: App, recorder: Recorder, cookie: string): Promise<RecordedSocket> {
  const port = (app.app.server.address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin: `http://127.0.0.1:${port}`, cookie } });
    const got: string[] = [];
    const waiters: { pred: (text: string) => boolean; done: (text: string) => void }[] = [];
    ws.on('message', (data) => {
      const text = String(data);
      got.push(text);
      recorder.record('ws', text);
      for (const w of [...waiters])
        if (w.pred(text)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(text);
        }
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        send: (m) => ws.send(JSON.stringify(m)),
        next: (pred) =>
          new Promise((done) => {
            const seen = got.find(pred);
            if (seen !== undefined) done(seen);
            else waiters.push({ pred, done });
          }),
        close: () => ws.close(),
      }),
    );
  });
}
