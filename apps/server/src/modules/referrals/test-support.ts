import { expect } from 'vitest';
import { BRING_FRIEND_PATH, CASINO_API, bringFriendAnswerSchema, type BringFriendAnswer } from '@sb/contracts';
import type { App } from '../../app';
import { XRW } from '../../test/test-app';

export type Reply = Awaited<ReturnType<App['app']['inject']>>;

export interface RefBrowser {
  readonly jar: Map<string, string>;
  get(url: string): Promise<Reply>;
  post(url: string, payload?: object): Promise<Reply>;
  /** One-click registration from this browser (its cookies go with it); answers the new id. */
  register(currency?: string): Promise<number>;
  userConfig(): Promise<Record<string, unknown>>;
  bringFriend(): Promise<BringFriendAnswer>;
  /** Issue 25 §9: one real-money dice round of this stake (minor units) from the main account. */
  playReal(stake: number): Promise<void>;
}

/** A browser of the referral tests: keeps the cookies the server sets between calls. */
export function refBrowser(app: App, ip: string): RefBrowser {
  const jar = new Map<string, string>();
  const keep = (res: Reply) => {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    keep(
      await app.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: { ...XRW, cookie: cookie() },
        ...(payload ? { payload } : {}),
      }),
    );
  return {
    jar,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload),
    async register(currency = 'USD') {
      const res = await send('POST', '/web-api/user/registration', {
        type: 'one_click',
        currency,
        bonusType: 0,
        termsAccepted: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ user_id: number }>().user_id;
    },
    async userConfig() {
      return (await send('GET', '/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
    },
    async bringFriend() {
      const res = await send('GET', BRING_FRIEND_PATH);
      expect(res.statusCode, res.body).toBe(200);
      return bringFriendAnswerSchema.parse(res.json());
    },
    async playReal(stake) {
      const res = await send('POST', `${CASINO_API}/play`, {
        gameId: 'dice',
        mode: 'real',
        stake,
        params: { target: 50, direction: 'under' },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
