import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { principalOf } from '../identity/auth';
import { BALANCE_CHANNEL, type BalanceEvent } from './service';

/**
 * /ws: a logged-in browser's live channel. Balance changes reach every open tab of that player on
 * every node: the change is published on the bus, and each node pushes to its own sockets.
 */
export function realtimeRoutes(deps: { db: Db; key: string; bus: EventBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const sockets = new Map<number, Set<WebSocket>>();
  return async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: 4096 } });
    const unsubscribe = await deps.bus.subscribe(BALANCE_CHANNEL, (payload) => {
      const e = payload as BalanceEvent;
      for (const ws of sockets.get(e.userId) ?? []) {
        ws.send(JSON.stringify({ type: 'balance', accountId: e.accountId, money: e.money, moneyMinor: e.moneyMinor }));
      }
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const set of sockets.values()) for (const ws of set) ws.close(1001, 'server shutting down');
    });
    app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      const p = await principalOf(deps.db, deps.key, request, now());
      if (!p) {
        socket.close(4401, 'unauthorized');
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
