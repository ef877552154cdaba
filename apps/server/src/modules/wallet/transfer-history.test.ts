import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_HISTORY_PATH, transferGroupOf, type TransferHistoryAnswer } from '@sb/contracts';
import type { App } from '../../app';
import { useWalletTestApp } from './wallet-test-helpers';

const { node, player, mainAccount, deposit } = useWalletTestApp();
let app: App;
beforeAll(() => {
  app = node.app;
});

const history = async (p: Awaited<ReturnType<typeof player>>, query = '') => {
  const res = await p.get(`${TRANSFER_HISTORY_PATH}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<TransferHistoryAnswer>();
};

describe('issue 17 office transfer history (spec §2 office menu: transfer history = every ledger movement)', () => {
  it('guests get 401', async () => {
    expect((await app.app.inject({ url: TRANSFER_HISTORY_PATH })).statusCode).toBe(401);
  });

  it('lists every movement of the player’s accounts newest first, signed, with the balance after', async () => {
    const p = await player('EUR');
    const main = await mainAccount(p);
    await deposit(p, main.id, 10_000);
    const w = await p.post('/web-api/payments/withdrawals', {
      accountId: main.id,
      methodId: 'sandbox-card',
      amount: 4000,
    });
    expect(w.statusCode, w.body).toBe(200);
    await p.post(`/web-api/payments/withdrawals/${encodeURIComponent(w.json<{ id: string }>().id)}/cancel`);

    const all = await history(p);
    expect(all.total).toBe(3);
    expect(all.items.map((i) => [i.kind, i.amountMinor, i.balanceAfter])).toEqual([
      ['withdrawal_release', '4000', '100.00'],
      ['withdrawal_hold', '-4000', '60.00'],
      ['deposit', '10000', '100.00'],
    ]);
    expect(all.items.every((i) => i.accountId === main.id && i.accountType === 0 && i.currency === 'EUR')).toBe(true);
    expect(all.items.every((i) => i.group === 'payments')).toBe(true);

    // Filters: a group, and pages.
    expect((await history(p, '?group=bets')).total).toBe(0);
    expect((await history(p, '?group=payments')).total).toBe(3);
    const page2 = await history(p, '?pageSize=2&page=2');
    expect(page2.items.map((i) => i.kind)).toEqual(['deposit']);

    // Another player sees none of it.
    expect((await history(await player('EUR'))).total).toBe(0);
  });

  it('a date window filters by the movement time; a bad query is 400, never 500', async () => {
    const p = await player('EUR');
    await deposit(p, (await mainAccount(p)).id, 500);
    expect((await history(p, '?to=2000-01-01T00:00:00Z')).total).toBe(0);
    expect((await history(p, '?from=2000-01-01T00:00:00Z')).total).toBe(1);
    expect((await p.get(`${TRANSFER_HISTORY_PATH}?group=nope`)).statusCode).toBe(400);
    expect((await p.get(`${TRANSFER_HISTORY_PATH}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('groups ledger kinds by name: bets, casino, lotto, bonuses, payments, transfers, other', () => {
    expect(transferGroupOf('bet_stake')).toBe('bets');
    expect(transferGroupOf('bet_win')).toBe('bets');
    expect(transferGroupOf('casino_win')).toBe('casino');
    expect(transferGroupOf('seamless_debit')).toBe('casino');
    expect(transferGroupOf('lotto_ticket')).toBe('lotto');
    expect(transferGroupOf('bonus_grant')).toBe('bonuses');
    expect(transferGroupOf('deposit')).toBe('payments');
    expect(transferGroupOf('withdrawal_hold')).toBe('payments');
    expect(transferGroupOf('something_new')).toBe('other');
  });
});

describe('issue 17 user config has_deposit and user_msg_count (spec §3 User config)', () => {
  it('has_deposit turns true after the first completed deposit; a failed one does not count', async () => {
    const p = await player('EUR');
    const cfg = async () => (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
    expect((await cfg()).has_deposit).toBe(false);
    expect((await cfg()).user_msg_count).toBe(0);
    const main = await mainAccount(p);
    await deposit(p, main.id, 1000, 'fail');
    expect((await cfg()).has_deposit).toBe(false);
    await deposit(p, main.id, 1000);
    expect((await cfg()).has_deposit).toBe(true);
  });
});
