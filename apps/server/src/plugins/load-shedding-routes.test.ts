import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { move } from '@sb/ledger';
import { buildApp, type App } from '../app';
import type { EventBus } from '../bus/bus';
import { ledgerAccounts } from '../db/schema';
import { houseAccount, transferNow } from '../modules/ledger';
import { openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../test/test-app';
import { routeTable } from './load-shedding-routes';

/**
 * Issue 25 §4: every write route of the app, classified here by what it does — independently of
 * its declaration — as moving money (a stake, a payout, a deposit or withdrawal, a provider's
 * wallet callback, a claim, an operator's correction, or a player's safety setting) or not. A new
 * write route fails the first test until it is classified here; a money route without
 * `config: { money: true }` fails the second, because it would be shed under load.
 */
const MONEY = [
  'POST /bets-api/v1/coupons', // bet placement: the stake
  'POST /bets-api/v1/coupons/:id/cashout', // the payout of a cash-out
  'POST /casino-api/seamless/:provider/:operation', // providers' debit, credit, rollback
  'POST /sandbox-provider/api/rounds', // the sandbox provider's round: its stake and win
  'POST /sandbox-pay/:id/complete', // the sandbox deposit's completion credits the player
  'POST /web-api/payments/webhook/:provider', // a provider's deposit outcome credits the player
  'POST /web-api/payments/deposits',
  'POST /web-api/payments/withdrawals', // holds the amount
  'POST /web-api/payments/withdrawals/:id/cancel', // gives it back
  'POST /web-api/casino/play', // an instant round, crash bets included
  'POST /web-api/casino/rounds', // a round in steps: its stake
  'POST /web-api/casino/rounds/:roundId/act', // a step: double, cash out (crash), the payout
  'POST /web-api/casino/free-spins/:id/spin', // a free spin's win
  'POST /web-api/bonuses/promo-codes/redeem', // a bonus credit
  'POST /web-api/bonuses/free-spins/redeem', // free spins (money won on them)
  'POST /web-api/bonuses/rewards/:id/redeem', // the rewards shop: points into a bonus
  'POST /web-api/bonus-games/tickets/buy', // a ticket paid with points
  'POST /web-api/bonus-games/:gameId/play', // a prize credit
  'POST /web-api/lotto/tickets', // the ticket's price
  'POST /web-api/toto/coupons', // the coupon's price
  'POST /web-api/wallet/conversion-offer/accept', // a balance moved between currencies
  'POST /limit-service-api/api/external/web/v3/limits', // safety settings, from here down
  'DELETE /limit-service-api/api/external/web/v3/limit',
  'POST /limit-service-api/api/external/web/v3/limitaction',
  'POST /limit-service-api/api/external/web/v3/testanswers', // part of saving a limit
  'POST /limit-service-api/api/external/web/v3/BlockUser', // self-exclusion
  'POST /limit-service-api/api/external/web/v3/ping', // play time against the session limit
  'POST /web-api/api/web/user/v1/reality-check',
  'POST /admin-api/withdrawals/:id/approve', // operators' money, from here down
  'POST /admin-api/withdrawals/:id/reject',
  'POST /admin-api/line/results/:gameId', // settles and pays bets
  'POST /admin-api/lotto/run', // draws and pays lotto tickets
  'POST /admin-api/toto/run', // settles and pays toto coupons
  'POST /admin-api/wallet/legacy-hrk-account',
];

/** Write routes that move no money: shed under load like any read (the client retries them). */
const NOT_MONEY = [
  'POST /bets-api/v1/booking', // saves selections as a code
  'POST /web-api/casino/games/:gameId/launch', // a launch URL; money moves in the wallet callbacks
  'POST /web-api/casino/favorites',
  'DELETE /web-api/casino/favorites/:gameId',
  'POST /web-api/casino/fairness/client-seed',
  'POST /web-api/casino/fairness/rotate',
  'POST /web-api/bonus-games/seed/client',
  'POST /web-api/bonus-games/seed/rotate',
  'POST /web-api/bonuses/promo-codes/check',
  'POST /web-api/bonuses/coupon-boosts/check',
  'POST /web-api/tournaments/:id/join', // no buy-in; prizes are paid by the leader job
  'POST /web-api/wallet/conversion-offer/decline',
  'POST /web-api/payments/requests', // a support request about a payment
  'POST /web-api/user/accounts/currency', // opens an empty account
  'POST /web-api/user/accounts/active',
  'DELETE /web-api/user/accounts/:id', // only an empty account can go
  'POST /blocks-api/api/v2/block',
  'POST /redirects-api/api/v1/redirect-light',
  'POST /fatman-api/:key',
  'POST /fatman-api/counter',
  'POST /media-api/v1/video-token',
  'POST /social-api/oauth/google-one-tap',
  'POST /web-api/api-v3/v2/user/agreement-rules/confirm',
  'POST /web-api/captcha/update',
  'POST /web-api/captcha/validate',
  'POST /web-api/fingerprint',
  'POST /web-api/office/ideas',
  'POST /web-api/office/personal-data',
  'POST /web-api/office/settings/disallowed-sports',
  'POST /web-api/office/settings/save-one',
  'POST /web-api/referrals/tags',
  'POST /web-api/support/appeals',
  'POST /web-api/support/callback',
  'POST /web-api/support/chat',
  'POST /web-api/support/chat/attachments',
  'POST /web-api/support/chat/read',
  'POST /web-api/support/email',
  'POST /web-api/verification/documents',
  'POST /web-api/user/2fa/disable',
  'POST /web-api/user/2fa/enable',
  'POST /web-api/user/2fa/setup',
  'POST /web-api/user/auth',
  'POST /web-api/user/auth/token',
  'POST /web-api/user/auth/token/issue',
  'POST /web-api/user/auth/two-step',
  'POST /web-api/user/cookie-agreement',
  'POST /web-api/user/email-auth',
  'POST /web-api/user/email/confirm',
  'POST /web-api/user/logout',
  'POST /web-api/user/password/change',
  'POST /web-api/user/phone/bind',
  'POST /web-api/user/phone/confirm',
  'POST /web-api/user/qr/approve',
  'POST /web-api/user/qr/poll',
  'POST /web-api/user/qr/start',
  'POST /web-api/user/recovery/code',
  'POST /web-api/user/recovery/request',
  'POST /web-api/user/recovery/save',
  'POST /web-api/user/registration',
  'POST /web-api/user/secure-data/grant',
  'POST /web-api/user/security-question',
  'DELETE /web-api/user/sessions/:id',
  'POST /web-api/user/sms/send',
  'POST /web-api/user/stopnewsletter',
  'POST /web-api/user/updatetoken',
  // Operators' configuration and content: no balance changes.
  'DELETE /admin-api/blocks/:id',
  'PUT /admin-api/blocks/:id',
  'POST /admin-api/bonus-games/tickets',
  'POST /admin-api/bonuses/coupon-boosts',
  'POST /admin-api/bonuses/definitions',
  'POST /admin-api/bonuses/free-spins/grant',
  'POST /admin-api/bonuses/promo-codes',
  'PUT /admin-api/config/groups/:name',
  'PUT /admin-api/content/:kind/:slug/:lang',
  'POST /admin-api/content/:kind/:slug/:lang/unpublish',
  'POST /admin-api/content/:kind/:slug/:lang/versions/:version/publish',
  'POST /admin-api/dev/clock',
  'PUT /admin-api/maintenance',
  'DELETE /admin-api/redirects/:id',
  'PUT /admin-api/redirects/:id',
  'PUT /admin-api/seo/pages',
  'POST /admin-api/support/appeals/:id/answer',
  'POST /admin-api/support/consultants',
  'PUT /admin-api/support/consultants/:id',
  'POST /admin-api/support/conversations/:id/reply',
  'PUT /admin-api/support/managers/:id',
  'PUT /admin-api/support/social-links',
  'POST /admin-api/tournaments',
  'PUT /admin-api/users/:id/verification',
  'POST /admin-api/verification/documents/:id/approve',
  'POST /admin-api/verification/documents/:id/reject',
  'POST /admin-api/verification/users/:id/request-document',
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

let tdb: TestDatabase;
let bus: EventBus;
/** A node that sheds everything it may shed. */
let overloaded: App;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  overloaded = await buildApp({ env: testEnv(), database: tdb.database, bus, forcePressure: true });
  await overloaded.app.ready();
}, 180_000);
afterAll(async () => {
  await overloaded.app.close();
  await bus.close();
  await tdb.dispose();
});

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('issue 25 §4: money routes are declared in their route definitions and never shed', () => {
  it('every write route of the app is classified as money or not (a new route must be)', () => {
    const writes = routeTable(overloaded.app).filter((r) => !READS.has(r.method));
    expect(writes.length).toBeGreaterThan(50);
    const known = new Set([...MONEY, ...NOT_MONEY]);
    const unclassified = writes.map(keyOf).filter((k) => !known.has(k));
    expect(unclassified, 'classify these in load-shedding-routes.test.ts (and declare money if they move it)').toEqual(
      [],
    );
    const gone = [...known].filter((k) => !writes.some((r) => keyOf(r) === k));
    expect(gone, 'routes classified here that the app no longer has').toEqual([]);
  });

  it('every route that moves money declares config.money, and no other route does', () => {
    const table = routeTable(overloaded.app);
    const undeclared = MONEY.filter((k) => table.find((r) => keyOf(r) === k)?.config.money !== true);
    expect(undeclared, 'these move money and would be shed under load: add config: { money: true }').toEqual([]);
    const declared = table.filter((r) => r.config.money === true).map(keyOf);
    expect(declared.filter((k) => !MONEY.includes(k))).toEqual([]);
  });

  it('under pressure, a withdrawal is served and the ledger moves; a non-money write is shed', async () => {
    const app = overloaded.app;
    // Registration is not money: the overloaded node sheds it. The player is made on a calm node.
    const shed = await app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      headers: XRW,
      payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBeDefined();
    const calm = await buildApp({ env: testEnv(), database: tdb.database, bus });
    try {
      await calm.app.ready();
      const reg = await calm.app.inject({
        method: 'POST',
        url: '/web-api/user/registration',
        remoteAddress: '10.125.0.1',
        headers: XRW,
        payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
      });
      const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
      const userId = reg.json<{ user_id: number }>().user_id;
      await calm.wallet.ensureAccounts(userId);
      const db = tdb.database.db;
      const [main] = await db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.isActive, true)));
      if (!main || !sid) throw new Error(reg.body);
      const house = await db.transaction((tx) => houseAccount(tx, 'house:deposits', main.currency));
      await transferNow(db, {
        idempotencyKey: `shed-${userId}`,
        kind: 'deposit',
        postings: move(house, main.id, 10_000n),
      });
      const w = await app.inject({
        method: 'POST',
        url: '/web-api/payments/withdrawals',
        headers: { ...XRW, cookie: `sid=${sid}` },
        payload: { accountId: main.id, methodId: 'sandbox-card', amount: 4000 },
      });
      expect(w.statusCode).toBe(200);
      const [after] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, main.id));
      expect(after?.balance).toBe(6000n);
    } finally {
      await calm.app.close();
    }
  });
});
