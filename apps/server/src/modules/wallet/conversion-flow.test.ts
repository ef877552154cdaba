import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/test-app';
import { BALANCE_CHANNEL, type BalanceEvent } from './queries';
import { useWalletTestApp, type Player } from './wallet-test-helpers';

const { node, player, accounts, expectReconciled } = useWalletTestApp();

async function legacyHrk(p: Player, type: 'main' | 'currency', balanceMinor: string, active = false) {
  const res = await node.app.app.inject({
    method: 'POST',
    url: '/admin-api/wallet/legacy-hrk-account',
    headers: ADMIN,
    payload: { userId: p.userId, type, balanceMinor, active },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accountId: number }>().accountId;
}
const offerOf = async (p: Player) =>
  (await p.get('/web-api/wallet/conversion-offer')).json<{ offer: Record<string, unknown> | null }>().offer;

describe('§4 Account conversion offer (HRK account conversion reminder)', () => {
  it('§4 Account conversion offer: no offer without an HRK account; accept and decline answer 409', async () => {
    const p = await player('EUR');
    expect(await offerOf(p)).toBeNull();
    const acc = await p.post('/web-api/wallet/conversion-offer/accept', {});
    expect(acc.statusCode).toBe(409);
    expect(acc.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('no_hrk_account');
    expect((await p.post('/web-api/wallet/conversion-offer/decline', {})).statusCode).toBe(409);
  });

  it('§4 Account conversion offer: offered once; accept converts exactly and moves the active account', async () => {
    const p = await player('EUR');
    const hrk = await legacyHrk(p, 'main', '1000000', true); // 10 000.00 HRK
    expect(await offerOf(p)).toEqual({
      fromAccountId: hrk,
      fromCurrency: 'HRK',
      toCurrency: 'EUR',
      rate: '7.53450',
      balance: '1000000',
      converted: '132722', // floor(1000000 * 100000 / 753450) = 1327.22 EUR
    });
    const before = (await accounts(p)).accounts.find((a) => a.iso === 'EUR' && a.type === 0);
    const res = await p.post('/web-api/wallet/conversion-offer/accept', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, fromAccountId: hrk, balance: '1000000', converted: '132722' });
    const again = await p.post('/web-api/wallet/conversion-offer/accept', {});
    expect(again.json()).toMatchObject({ converted: '132722' });
    const after = await accounts(p);
    expect(after.accounts.some((a) => a.iso === 'HRK')).toBe(false);
    const eur = after.accounts.find((a) => a.iso === 'EUR' && a.type === 0);
    expect(BigInt(eur?.moneyMinor ?? '0') - BigInt(before?.moneyMinor ?? '0')).toBe(132722n);
    expect(after.activeAccountId).toBe(eur?.id);
    expect(await offerOf(p)).toBeNull();
    await expectReconciled();
  });

  it('§4 Account conversion offer: an additional account is allowed; a new EUR account is made if absent', async () => {
    const p = await player('USD');
    const hrk = await legacyHrk(p, 'currency', '754');
    expect(await offerOf(p)).toMatchObject({ fromAccountId: hrk, converted: '100' });
    const res = await p.post('/web-api/wallet/conversion-offer/accept', {});
    expect(res.statusCode, res.body).toBe(200);
    const eur = (await accounts(p)).accounts.find((a) => a.iso === 'EUR');
    expect(eur?.moneyMinor).toBe('100');
    await expectReconciled();
  });

  it('§4 Account conversion offer: decline hides it for good and accept is then refused', async () => {
    const p = await player('EUR');
    await legacyHrk(p, 'currency', '5000');
    expect(await offerOf(p)).not.toBeNull();
    expect((await p.post('/web-api/wallet/conversion-offer/decline', {})).statusCode).toBe(200);
    expect(await offerOf(p)).toBeNull();
    const acc = await p.post('/web-api/wallet/conversion-offer/accept', {});
    expect(acc.statusCode).toBe(409);
    expect(acc.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('conversion_declined');
  });

  it('§4 Account conversion offer: the accept is pushed on the balance channel once (the new EUR balance, the accounts changed)', async () => {
    const p = await player('EUR');
    await legacyHrk(p, 'main', '753450', true); // 7534.50 HRK = 1000.00 EUR
    const heard: BalanceEvent[] = [];
    const off = await node.app.bus.subscribe(BALANCE_CHANNEL, (e) => heard.push(e as BalanceEvent));
    expect((await p.post('/web-api/wallet/conversion-offer/accept', {})).statusCode).toBe(200);
    expect((await p.post('/web-api/wallet/conversion-offer/accept', {})).statusCode).toBe(200);
    off();
    const eur = (await accounts(p)).accounts.find((a) => a.iso === 'EUR' && a.type === 0);
    expect(eur?.moneyMinor).toBe('100000');
    expect(heard).toEqual([
      { userId: p.userId, accountId: eur?.id, money: '1000.00', moneyMinor: '100000', accountsChanged: true },
    ]);
  });

  it('§4 Account conversion offer: bad input answers 400, a guest 401', async () => {
    const p = await player('EUR');
    expect((await p.post('/web-api/wallet/conversion-offer/accept', { x: 1 })).statusCode).toBe(400);
    const guest = await node.app.app.inject({ url: '/web-api/wallet/conversion-offer' });
    expect(guest.statusCode).toBe(401);
  });
});
