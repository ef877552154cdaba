import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { signWebhook, SIGNATURE_HEADER } from '../payments';

/**
 * Proofs on real PostgreSQL with real server processes (CI sets DATABASE_URL): two nodes serving
 * the same accounts at once, and a node killed with SIGKILL in the middle of load.
 */
const DATABASE_URL = process.env['DATABASE_URL'];
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SCHEMA = `d_${randomBytes(5).toString('hex')}`;
const ADMIN_TOKEN = 'durability-admin-token-0123456789';
const WEBHOOK_SECRET = 'durability-webhook-secret-0123456789abc';
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startNode(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL,
      DATABASE_SCHEMA: SCHEMA,
      ADMIN_TOKEN,
      AUTH_SECRET: 'durability-auth-secret-0123456789abcdef',
      SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await client.end();
  }
});

const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function register(base: string): Promise<{ cookie: string; accountId: number }> {
  const res = await fetch(`${base}/web-api/user/registration`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true }),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(await res.text());
  const cookie = `sid=${sid}`;
  const accounts = (await (await fetch(`${base}/web-api/user/accounts`, { headers: { cookie } })).json()) as {
    activeAccountId: number;
  };
  return { cookie, accountId: accounts.activeAccountId };
}

async function startDeposit(base: string, cookie: string, accountId: number, amount: number): Promise<string> {
  const res = await fetch(`${base}/web-api/payments/deposits`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ accountId, methodId: 'sandbox-card', amount }),
  });
  return ((await res.json()) as { paymentId: string }).paymentId;
}

async function webhook(base: string, paymentId: string, amount: number): Promise<number> {
  const body = JSON.stringify({
    paymentId,
    status: 'success',
    amount: String(amount),
    currency: 'EUR',
    providerRef: `p-${paymentId}`,
  });
  const res = await fetch(`${base}/web-api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, body, Date.now()) },
    body,
  });
  return res.status;
}

async function balance(base: string, cookie: string): Promise<bigint> {
  const a = (await (await fetch(`${base}/web-api/user/accounts`, { headers: { cookie } })).json()) as {
    accounts: { isActive: boolean; moneyMinor: string }[];
  };
  return BigInt(a.accounts.find((x) => x.isActive)?.moneyMinor ?? '-1');
}

async function reconcileClean(base: string): Promise<boolean> {
  const r = await fetch(`${base}/admin-api/ledger/reconcile`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await r.json()) as { clean: boolean }).clean;
}

describe.skipIf(!DATABASE_URL)('wallet on PostgreSQL with real server processes', () => {
  it('two nodes, concurrent deposits (duplicated webhooks) and withdrawals on one account: no overdraft, no lost update, clean books', async () => {
    const [a, b] = await Promise.all([startNode(), startNode()]);
    const { cookie, accountId } = await register(a.base);
    const deposits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => startDeposit(i % 2 ? a.base : b.base, cookie, accountId, 5000)),
    );
    // Every webhook is delivered four times, to both nodes at once.
    const codes = await Promise.all(
      deposits.flatMap((id) => [a.base, b.base, a.base, b.base].map((base) => webhook(base, id, 5000))),
    );
    expect(codes.every((c) => c === 200)).toBe(true);
    expect(await balance(b.base, cookie)).toBe(100_000n);

    const withdrawals = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).base}/web-api/payments/withdrawals`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ accountId, methodId: 'sandbox-card', amount: 1000 }),
        }).then((r) => r.status),
      ),
    );
    expect(withdrawals.filter((s) => s === 200)).toHaveLength(100);
    expect(withdrawals.filter((s) => s === 400)).toHaveLength(20);
    expect(await balance(a.base, cookie)).toBe(0n);
    expect(await reconcileClean(a.base)).toBe(true);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  }, 120_000);

  it('a node killed with SIGKILL mid-load loses nothing it acknowledged, and the books reconcile after restart', async () => {
    const node = await startNode();
    const { cookie, accountId } = await register(node.base);
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        try {
          const id = await startDeposit(node.base, cookie, accountId, 700);
          if ((await webhook(node.base, id, 700)) === 200) acknowledged.push(id);
        } catch {
          return; // the process is gone
        }
      }
    };
    const workers = Array.from({ length: 6 }, () => worker());
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    node.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);

    const again = await startNode();
    for (const id of acknowledged) {
      const p = (await (
        await fetch(`${again.base}/web-api/payments/${encodeURIComponent(id)}`, { headers: { cookie } })
      ).json()) as { status: string };
      expect(p.status, id).toBe('success');
    }
    const credited = await balance(again.base, cookie);
    expect(credited >= BigInt(acknowledged.length * 700)).toBe(true);
    expect(credited % 700n).toBe(0n);
    expect(await reconcileClean(again.base)).toBe(true);
    again.child.kill('SIGTERM');
  }, 120_000);
});
