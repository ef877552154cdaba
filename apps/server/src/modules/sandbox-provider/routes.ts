import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { GAME_CSS, GAME_JS } from './assets';
import { SANDBOX_GAMES } from './games';
import { gamePage, refusedPage } from './page';
import { SANDBOX_BASE_PATH, SESSION_TTL_MS, sessionOf, signSession, verifyLaunch } from './protocol';
import { BadRound, playRound, RoundIdTaken, type RoundDeps } from './rounds';
import { WalletUnreachable } from './wallet-client';

/** Stake range of the sandbox's games, minor units (0.10 to 100.00). */
export const SANDBOX_MIN_STAKE = 10n;
export const SANDBOX_MAX_STAKE = 10_000n;

export interface SandboxProviderOptions extends RoundDeps {
  secret: string;
  now: () => number;
}

/**
 * The provider's own pages may be framed by the operator's site (same origin here; a real
 * aggregator lists the operator's origin), and run only their own script file.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

const roundBodySchema = z.object({
  session: z.string().min(1).max(2_000),
  roundId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  stake: z.string().regex(/^\d{1,12}$/),
  params: z.unknown().optional(),
});

/**
 * Issue 15: the sandbox game aggregator, a plugin under its own prefix as if it were another
 * host. It shares nothing with the casino but its secret (registered as a seamless-wallet
 * provider) and the launch protocol (protocol.ts): its rounds move money only through the
 * operator's seamless wallet over HTTP (rounds.ts).
 */
export function sandboxProviderRoutes(o: SandboxProviderOptions) {
  return async (app: FastifyInstance) => {
    /** The aggregator's game list (what an adapter would fetch; ours reads the same list). */
    app.get(`${SANDBOX_BASE_PATH}/games`, async () => ({
      provider: 'Sandbox Aggregator (test)',
      games: SANDBOX_GAMES,
    }));

    app.get(`${SANDBOX_BASE_PATH}/assets/game.js`, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(GAME_JS),
    );
    app.get(`${SANDBOX_BASE_PATH}/assets/game.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(GAME_CSS),
    );

    /**
     * The launch URL the operator signed: opens the game with a session of the provider's own.
     * Real mode (issue 25 §8): the launch token is exchanged at the operator's wallet, which
     * answers a session once; a URL opened again (or too late) opens nothing.
     */
    app.get(`${SANDBOX_BASE_PATH}/launch`, async (request, reply) => {
      const check = verifyLaunch(o.secret, request.query, o.now());
      if (!check.ok) return html(reply, check.reason === 'malformed' ? 400 : 401, refusedPage(check.reason));
      const t = check.ticket;
      if (!SANDBOX_GAMES.some((g) => g.code === t.game)) return html(reply, 404, refusedPage('for no game of ours'));
      let token = '';
      let scope = `demo:${randomUUID()}`;
      if (t.mode === 'real') {
        let auth;
        try {
          auth = await o.wallet('authenticate', { launchToken: t.token });
        } catch (err) {
          if (!(err instanceof WalletUnreachable)) throw err;
          return html(reply, 502, refusedPage('unchecked: the casino did not answer'));
        }
        if (auth.status !== 'OK' || !auth.sessionToken || !auth.playerId)
          return html(reply, 401, refusedPage('used already or expired'));
        token = auth.sessionToken;
        scope = `real:${auth.playerId}`;
      }
      const session = signSession(o.secret, {
        game: t.game,
        token,
        scope,
        currency: t.currency,
        mode: t.mode,
        expiresAt: o.now() + SESSION_TTL_MS,
      });
      return html(
        reply,
        200,
        gamePage({ game: t.game, mode: t.mode, currency: t.currency, lang: t.lang, returnUrl: t.returnUrl, session }),
      );
    });

    /** One round: the page's session, its own round id (a retry sends the same), stake, the game's parameters. */
    app.post(`${SANDBOX_BASE_PATH}/api/rounds`, { config: { money: true } }, async (request, reply) => {
      const body = roundBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: 'error', code: 'bad_request' });
      const session = sessionOf(o.secret, body.data.session, o.now());
      if (!session) return reply.code(401).send({ status: 'error', code: 'session_expired' });
      const stake = BigInt(body.data.stake);
      if (stake < SANDBOX_MIN_STAKE || stake > SANDBOX_MAX_STAKE)
        return reply.code(400).send({ status: 'error', code: 'stake_out_of_range' });
      try {
        return await playRound(o, session, { roundId: body.data.roundId, stake, params: body.data.params });
      } catch (err) {
        if (err instanceof BadRound) return reply.code(400).send({ status: 'error', code: 'bad_params' });
        if (err instanceof RoundIdTaken) return reply.code(409).send({ status: 'error', code: 'round_id_used' });
        throw err;
      }
    });
  };
}
