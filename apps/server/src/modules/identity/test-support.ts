import type { App } from '../../app';
import { ADMIN } from '../../test/test-app';

type Reply = Awaited<ReturnType<App['app']['inject']>>;

export interface Client {
  ip: string;
  readonly cookies: Record<string, string>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(url: string, headers?: Record<string, string>): Promise<Reply>;
}

/** A browser: keeps cookies between calls, sends X-Requested-With like the real client. */
export function browser(app: App, ip: string): Client {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Reply) => {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const send = async (method: 'GET' | 'POST', url: string, payload: unknown, headers: Record<string, string>) =>
    keep(
      await app.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: {
          ...(method === 'POST' ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
          cookie: cookieHeader(),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
  return {
    ip,
    get cookies() {
      return Object.fromEntries(jar);
    },
    post: (url, payload, headers = {}) => send('POST', url, payload, headers),
    get: (url, headers = {}) => send('GET', url, undefined, headers),
  };
}

export const errorCode = (res: Reply) => res.json<{ errors?: { code: string }[] }>().errors?.[0]?.code;

/**
 * What the captcha dialog does, with the answer from the dev-only operator endpoint (the picture
 * does not say it): a captcha pass for one protected request.
 */
export async function captchaPass(app: App, c: Client): Promise<string> {
  const { id } = (await c.post('/web-api/captcha/update')).json<{ id: string }>();
  const { answer } = (await app.app.inject({ url: `/admin-api/dev/captcha/${id}`, headers: ADMIN })).json<{
    answer: string;
  }>();
  const { token } = (await c.post('/web-api/captcha/validate', { id, captcha: answer })).json<{
    token: string | null;
  }>();
  if (!token) throw new Error('captcha not solved');
  return token;
}
