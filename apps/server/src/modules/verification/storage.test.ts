import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorization, sha256Hex } from './sigv4';
import { documentStore, LocalDocumentStore, S3DocumentStore, type DocumentStore } from './storage';

/** Issue 17 KYC: both document store adapters honour one contract (put, get as a stream, delete). */
const KEY = 'ab'.repeat(32);
const readAll = async (s: Readable | null) => {
  if (!s) return null;
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
};

async function contract(store: DocumentStore) {
  const data = Buffer.from('%PDF-1.7 document');
  await store.put(KEY, data, 'application/pdf');
  expect((await readAll(await store.get(KEY)))?.equals(data)).toBe(true);
  await store.delete(KEY);
  expect(await store.get(KEY)).toBeNull();
  await expect(store.put('../../etc/passwd', data, 'application/pdf')).rejects.toThrow(/malformed key/);
}

/** A minimal S3-compatible server that refuses any request whose SigV4 signature is not right. */
const objects = new Map<string, Buffer>();
const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test-key', region: 'eu-test-1', service: 's3' };
const body = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
const server = createServer((req, res) => {
  void (async () => {
    const data = await body(req);
    const signed = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const expected = authorization({ method: req.method ?? '', path: req.url ?? '', headers, payloadHash }, creds);
    if (req.headers.authorization !== expected || payloadHash !== sha256Hex(data)) {
      res.writeHead(403).end();
      return;
    }
    const key = req.url ?? '';
    if (req.method === 'PUT') objects.set(key, data);
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) return void res.writeHead(404).end();
      return void res.writeHead(200).end(o);
    }
    res.writeHead(200).end();
  })();
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('issue 17 KYC: document store adapters', () => {
  it('local directory', async () => {
    await contract(new LocalDocumentStore(mkdtempSync(join(tmpdir(), 'kyc-store-'))));
  });

  it('S3-compatible, every request signed (the server checks SigV4 and the payload hash)', async () => {
    await contract(new S3DocumentStore({ endpoint, bucket: 'kyc-docs', ...creds }));
    const wrong = new S3DocumentStore({ endpoint, bucket: 'kyc-docs', ...creds, secretAccessKey: 'other' });
    await expect(wrong.put(KEY, Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });

  it('configuration: local by default, S3 with an endpoint, refused half-configured', () => {
    const base = { DATA_DIR: '/tmp/x', DOCUMENTS_S3_REGION: 'us-east-1' };
    expect(documentStore(base).kind).toBe('local');
    const s3 = {
      ...base,
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_BUCKET: 'b',
      DOCUMENTS_S3_ACCESS_KEY: 'a',
      DOCUMENTS_S3_SECRET_KEY: 's',
    };
    expect(documentStore(s3).kind).toBe('s3');
    expect(() => documentStore({ ...base, DOCUMENTS_S3_ENDPOINT: endpoint })).toThrow(/DOCUMENTS_S3_BUCKET/);
  });
});
