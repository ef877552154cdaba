import { count, eq, inArray } from 'drizzle-orm';
import type { App } from '../../app';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { XRW } from '../test-app';

/** A player the fuzzer registers through the API, exactly as a browser would (one-click registration). */
export interface FuzzPlayer {
  userId: number;
  login: string;
  password: string;
  cookie: string;
  /** How many times the session had to be re-opened (a fuzzed logout or token refresh ended it). */
  relogins: number;
}

let ipCounter = 0;
/** Registration and login are limited per address: every set-up call comes from its own. */
export const setupIp = () => `10.250.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const sidOf = (res: Awaited<ReturnType<App['app']['inject']>>) => res.cookies.find((c) => c.name === 'sid')?.value;

export async function registerPlayer(app: App): Promise<FuzzPlayer> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: setupIp(),
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = sidOf(res);
  if (res.statusCode !== 200 || !sid) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user_id: number; login: string; password: string }>();
  return { userId: body.user_id, login: body.login, password: body.password, cookie: `sid=${sid}`, relogins: 0 };
}

/** Whether the player's session still opens their own accounts. */
export async function sessionAlive(app: App, p: FuzzPlayer): Promise<boolean> {
  const res = await app.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } });
  return res.statusCode === 200;
}

/** Logs the player back in through the API when a fuzzed request ended the session. */
export async function ensureSession(app: App, p: FuzzPlayer): Promise<boolean> {
  if (await sessionAlive(app, p)) return true;
  const res = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    remoteAddress: setupIp(),
    headers: XRW,
    payload: { form: 'login_password', uLogin: b64(p.login), uPassword: b64(p.password) },
  });
  const sid = sidOf(res);
  if (res.statusCode !== 200 || !sid) return false;
  p.cookie = `sid=${sid}`;
  p.relogins++;
  return sessionAlive(app, p);
}

export async function mainAccountId(app: App, p: FuzzPlayer): Promise<number> {
  const res = await app.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } });
  const main = res.json<{ accounts: { id: number; type: number }[] }>().accounts.find((a) => a.type === 0);
  if (!main) throw new Error(`no main account: ${res.body}`);
  return main.id;
}

/**
 * Gives the player money the way a deposit does: the deposit is started through the API and the
 * provider's confirmation lands in the wallet service (what the signed webhook calls), so the
 * balance comes from a ledger transfer like any other.
 */
export async function fund(app: App, p: FuzzPlayer, amountMinor: number): Promise<void> {
  const accountId = await mainAccountId(app, p);
  const res = await app.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposits',
    headers: { ...XRW, cookie: p.cookie },
    payload: { accountId, methodId: 'sandbox-card', amount: amountMinor, lng: 'en' },
  });
  if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.statusCode} ${res.body}`);
  const { paymentId } = res.json<{ paymentId: string }>();
  await app.wallet.settleDeposit(paymentId, 'success', BigInt(amountMinor), 'EUR', `fuzz-fund-${p.userId}`);
}

export interface MoneySnapshot {
  /** The accounts page as the player sees it: account id → balance in minor units. */
  api: Record<string, string>;
  /** The player's ledger accounts: id → balance. */
  ledger: Record<string, string>;
  /** Ledger entries on the player's accounts: a transfer adds some, so this must not move. */
  entries: number;
}

export async function moneyOf(app: App, p: FuzzPlayer): Promise<MoneySnapshot> {
  const res = await app.app.inject({ url: '/web-api/user/accounts', headers: { cookie: p.cookie } });
  const accounts = res.json<{ accounts: { id: number; moneyMinor: string }[] }>().accounts;
  const api = Object.fromEntries(accounts.filter((a) => a.moneyMinor !== '0').map((a) => [a.id, a.moneyMinor]));
  const db = app.database.db;
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, p.userId));
  const ledger = Object.fromEntries(rows.filter((r) => r.balance !== 0n).map((r) => [r.id, r.balance.toString()]));
  const ids = rows.map((r) => r.id);
  const [n] = ids.length
    ? await db.select({ n: count() }).from(ledgerEntries).where(inArray(ledgerEntries.accountId, ids))
    : [{ n: 0 }];
  return { api, ledger, entries: n?.n ?? 0 };
}
