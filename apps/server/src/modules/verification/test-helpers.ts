import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import type { App } from '../../app';
import { ADMIN, testEnv, useTestApp, type TestNode } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';

type Res = Awaited<ReturnType<App['app']['inject']>>;

/** The smallest valid PNG (1×1), a JPEG and a PDF head, and a Windows executable's. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const BOUNDARY = 'kyc-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export interface KycPlayer {
  userId: number;
  cookie: string;
  get(url: string): Promise<Res>;
  post(url: string, payload?: object): Promise<Res>;
  upload(type: string, file?: { name: string; type: string; data: Buffer }): Promise<Res>;
}

/** One app per test file with documents in a fresh temporary directory; players act as a browser. */
export function useKycTestApp(env: Record<string, string> = {}, now?: () => number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kyc-'));
  const node: TestNode = useTestApp({ env: () => testEnv({ DATA_DIR: dataDir, ...env }), ...(now ? { now } : {}) });
  let ip = 0;
  beforeEach(async () => {
    for (const [name, value] of Object.entries(DEFAULT_CONFIG))
      await node.app.config.setGroup(name, value, 'test-reset');
  });

  async function player(currency = 'EUR'): Promise<KycPlayer> {
    const remoteAddress = `10.71.${Math.floor(++ip / 250)}.${ip % 250}`;
    const reg = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      remoteAddress,
      headers: { 'x-requested-with': 'x' },
      payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
    });
    const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
    if (!sid) throw new Error(reg.body);
    const cookie = `sid=${sid}`;
    const h = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    return {
      userId: reg.json<{ user_id: number }>().user_id,
      cookie,
      get: (url) => node.app.app.inject({ url, headers: { cookie } }),
      post: (url, payload) => node.app.app.inject({ method: 'POST', url, headers: h, ...(payload ? { payload } : {}) }),
      upload: (type, file) => {
        const body = multipart({ type }, file);
        return node.app.app.inject({
          method: 'POST',
          url: '/web-api/verification/documents',
          headers: { ...h, 'content-type': body.contentType },
          payload: body.payload,
        });
      },
    };
  }

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    node.app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });

  return { node, dataDir, player, admin };
}

export const codeOf = (res: Res): string | undefined => res.json<{ errors?: { code: string }[] }>().errors?.[0]?.code;
