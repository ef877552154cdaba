import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { clientError } from '../../http/errors';
import { originAllowed, type OriginPolicy } from '../../http/origin';
import { principalOf } from '../identity';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';

/**
 * /ws: a logged-in browser's live channel. Balance changes reach every open tab of that player on
 * every node: the change is published on the bus, and each node pushes to its own sockets.
 *
 * Issue 11 §9: browsers send the session cookie with any page's WebSocket, and the same-origin
 * policy does not apply to WebSockets: a page elsewhere could read a player's balance. The upgrade
 * is refused (403) unless the `Origin` is this site's.
 */
export interface PlayerPush {
  channel: string;
  /** The player and the JSON message of an event (null: not for a player's socket). */
  route: (payload: unknown) => { userId: number; message: object } | null;
}

export function realtimeRoutes(deps: {
  db: Db;
  key: string;
  bus: EventBus;
  now?: () => number;
  origins: OriginPolicy;
  /** Other modules' per-player pushes: a bus channel, and how an event names its player and message. */
  pushes?: readonly PlayerPush[];
  /** Issue 14: live topics (sub/unsub/resync/ping) on every socket, guests' too. */
  live?: { attach(socket: WebSocket): void };
}) {
  const now = deps.now ?? Date.now;
  const sockets = new Map<number, Set<WebSocket>>();
  return async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const unsubscribe = await deps.bus.subscribe(BALANCE_CHANNEL, (payload) => {
      const e = payload as BalanceEvent;
      for (const ws of sockets.get(e.userId) ?? []) {
        const { accountId, money, moneyMinor, accountsChanged } = e;
        ws.send(
          JSON.stringify({
            type: 'balance',
            accountId,
            money,
            moneyMinor,
            ...(accountsChanged ? { accountsChanged } : {}),
          }),
        );
      }
    });
    const unsubscribes = await Promise.all(
      (deps.pushes ?? []).map((push) =>
        deps.bus.subscribe(push.channel, (payload) => {
          const routed = push.route(payload);
          if (!routed) return;
          const text = JSON.stringify(routed.message);
          for (const ws of sockets.get(routed.userId) ?? []) ws.send(text);
        }),
      ),
    );
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const u of unsubscribes) u();
      for (const set of sockets.values()) for (const ws of set) ws.close(1001, 'server shutting down');
    });
    const sameSite = async (request: FastifyRequest) => {
      if (!originAllowed(request, request.headers.origin, deps.origins)) {
        throw clientError(403, 'origin_not_allowed', 'WebSocket connections are accepted from this site only');
      }
    };
    app.get('/ws', { websocket: true, onRequest: sameSite, schema: { hide: true } }, async (socket, request) => {
      // Attached before the principal is read, so that a sub sent at once is not lost.
      deps.live?.attach(socket);
      const p = await principalOf(deps.db, deps.key, request, now());
      if (!p) {
        // A guest follows live topics only; balance and per-player pushes need a login.
        if (!deps.live) socket.close(4401, 'unauthorized');
        return;
      }
      let set = sockets.get(p.userId);
      if (!set) {
        set = new Set();
        sockets.set(p.userId, set);
      }
      set.add(socket);
      socket.send(JSON.stringify({ type: 'hello', userId: p.userId }));
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(p.userId);
      });
    });
  };
}
