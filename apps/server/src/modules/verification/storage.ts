import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { amzDate, authorization, EMPTY_SHA256, sha256Hex, uriEncode } from './sigv4';

/**
 * Issue 17: where uploaded documents live. One interface, two adapters chosen by configuration:
 * a local directory (default, DATA_DIR/documents) and S3-compatible object storage
 * (DOCUMENTS_S3_*), signed with SigV4. Keys are the module's own random hex names, never a
 * player's file name, so no key can climb out of the directory.
 */
export interface DocumentStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** The stored bytes as a stream; null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32,64}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('document store: malformed key');
  return key;
}

export class LocalDocumentStore implements DocumentStore {
  readonly kind = 'local' as const;
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  private path(key: string): string {
    return join(this.dir, checkedKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(this.path(key), data, { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.path(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (path-style requests). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export class S3DocumentStore implements DocumentStore {
  readonly kind = 's3' as const;
  constructor(private readonly o: S3Options) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, mime?: string): Promise<Response> {
    const base = new URL(this.o.endpoint);
    const prefix = base.pathname.replace(/\/$/, '');
    const path = `${prefix}/${uriEncode(this.o.bucket)}/${uriEncode(checkedKey(key))}`;
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate((this.o.now ?? Date.now)()),
      ...(mime ? { 'content-type': mime } : {}),
    };
    headers['authorization'] = authorization(
      { method, path, headers, payloadHash },
      {
        accessKeyId: this.o.accessKeyId,
        secretAccessKey: this.o.secretAccessKey,
        region: this.o.region,
        service: 's3',
      },
    );
    const { host: _host, ...sent } = headers;
    const init: RequestInit = { method, headers: sent };
    if (body) init.body = new Uint8Array(body);
    return (this.o.fetchImpl ?? fetch)(`${base.origin}${path}`, init);
  }

  async put(key: string, data: Buffer, mime: string): Promise<void> {
    const res = await this.send('PUT', key, data, mime);
    if (!res.ok) throw new Error(`document store: PUT answered ${res.status}`);
  }

  async get(key: string): Promise<Readable | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`document store: GET answered ${res.status}`);
    // The DOM and Node typings name one stream two ways.
    return Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`document store: DELETE answered ${res.status}`);
  }
}

export interface DocumentStoreEnv {
  DATA_DIR: string;
  DOCUMENTS_S3_ENDPOINT?: string | undefined;
  DOCUMENTS_S3_BUCKET?: string | undefined;
  DOCUMENTS_S3_ACCESS_KEY?: string | undefined;
  DOCUMENTS_S3_SECRET_KEY?: string | undefined;
  DOCUMENTS_S3_REGION: string;
}

/** S3 when an endpoint is configured, else the local directory. */
export function documentStore(env: DocumentStoreEnv): DocumentStore {
  const { DOCUMENTS_S3_ENDPOINT: endpoint, DOCUMENTS_S3_BUCKET: bucket } = env;
  const { DOCUMENTS_S3_ACCESS_KEY: accessKeyId, DOCUMENTS_S3_SECRET_KEY: secretAccessKey } = env;
  if (!endpoint) return new LocalDocumentStore(join(env.DATA_DIR, 'documents'));
  // A half-configured store would silently keep documents on one node's disk: refuse to boot.
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error(
      'DOCUMENTS_S3_ENDPOINT needs DOCUMENTS_S3_BUCKET, DOCUMENTS_S3_ACCESS_KEY and DOCUMENTS_S3_SECRET_KEY',
    );
  return new S3DocumentStore({ endpoint, bucket, accessKeyId, secretAccessKey, region: env.DOCUMENTS_S3_REGION });
}
