import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header-based), as the S3-compatible document store signs its
 * requests: no SDK, node:crypto only. Pure: the caller passes the time (amzDate), so tests check
 * it against AWS's published examples (sigv4.test.ts).
 */
export interface SigV4Request {
  method: string;
  /** The path as sent, already URI-encoded (S3 does not encode it a second time). */
  path: string;
  /** Query parameters, not encoded. */
  query?: readonly (readonly [string, string])[];
  /** Every header to sign (host and x-amz-date among them); names in any case. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (or UNSIGNED-PAYLOAD). */
  payloadHash: string;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved characters stay; everything else is %XX (upper case), as SigV4 asks. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** 20130524T000000Z from a time in ms. */
export function amzDate(ms: number): string {
  return new Date(ms).toISOString().replace(/[:-]|\.\d{3}/g, '');
}

function canonicalHeaders(headers: Readonly<Record<string, string>>): { text: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    text: entries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signed: entries.map(([k]) => k).join(';'),
  };
}

export function canonicalRequest(req: SigV4Request): { text: string; signedHeaders: string } {
  const query = [...(req.query ?? [])]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const h = canonicalHeaders(req.headers);
  return {
    text: [req.method.toUpperCase(), req.path, query, h.text, h.signed, req.payloadHash].join('\n'),
    signedHeaders: h.signed,
  };
}

/** The Authorization header value of a request whose headers carry x-amz-date. */
export function authorization(req: SigV4Request, creds: SigV4Credentials): string {
  const date = Object.entries(req.headers).find(([k]) => k.toLowerCase() === 'x-amz-date')?.[1];
  if (!date || !/^\d{8}T\d{6}Z$/.test(date)) throw new Error('SigV4: x-amz-date header missing or malformed');
  const day = date.slice(0, 8);
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const canonical = canonicalRequest(req);
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical.text)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), creds.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${canonical.signedHeaders}, Signature=${signature}`;
}
