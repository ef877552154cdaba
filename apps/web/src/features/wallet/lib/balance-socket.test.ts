import { describe, expect, it } from 'vitest';
import { parseSocketMessage, reconnectDelayMs, socketUrl, startBalanceSocket, type SocketLike } from './balance-socket';

class FakeSocket implements SocketLike {
  onmessage: ((ev: { data: unknown }) => unknown) | null = null;
  onclose: ((ev: { code: number }) => unknown) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const live: boolean[] = [];
  const messages: unknown[] = [];
  const handle = startBalanceSocket({
    url: 'ws://site/ws',
    onMessage: (m) => messages.push(m),
    onLive: (v) => live.push(v),
    open: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  return { sockets, timers, live, messages, handle };
}

describe('the live balance channel /ws', () => {
  it('reads hello and balance messages, ignores anything else', () => {
    expect(parseSocketMessage('{"type":"hello","userId":4}')).toEqual({ type: 'hello' });
    expect(parseSocketMessage('{"type":"balance","accountId":3,"money":"25.00","moneyMinor":"2500"}')).toEqual({
      type: 'balance',
      accountId: 3,
      money: '25.00',
      moneyMinor: '2500',
    });
    expect(
      parseSocketMessage('{"type":"balance","accountId":3,"money":"1.00","moneyMinor":"100","accountsChanged":true}'),
    ).toEqual({ type: 'balance', accountId: 3, money: '1.00', moneyMinor: '100', accountsChanged: true });
    expect(parseSocketMessage('{"type":"balance","accountId":"3"}')).toBeNull();
    expect(parseSocketMessage('not json')).toBeNull();
    expect(parseSocketMessage(42)).toBeNull();
  });

  it('is same-origin: ws beside http, wss beside https', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3100' })).toBe('ws://127.0.0.1:3100/ws');
    expect(socketUrl({ protocol: 'https:', host: 'bet.example' })).toBe('wss://bet.example/ws');
  });

  it('reconnects with a doubling pause capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('is live after hello, down on loss, and back after a reconnect that resets the pause', () => {
    const h = harness();
    h.sockets[0]?.receive({ type: 'hello' });
    h.sockets[0]?.receive({ type: 'balance', accountId: 1, money: '1.00', moneyMinor: '100' });
    expect(h.live).toEqual([true]);
    expect(h.messages).toHaveLength(2);
    h.sockets[0]?.drop();
    expect(h.live).toEqual([true, false]);
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0]?.fn();
    h.sockets[1]?.drop();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000]);
    h.timers[1]?.fn();
    h.sockets[2]?.receive({ type: 'hello' });
    h.sockets[2]?.drop();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000, 1000]);
  });

  it('does not reconnect when the server says nobody is logged in (4401), nor after stop', () => {
    const h = harness();
    h.sockets[0]?.drop(4401);
    expect(h.timers).toHaveLength(0);
    const g = harness();
    g.handle.stop();
    expect(g.sockets[0]?.closed).toBe(true);
    g.sockets[0]?.drop();
    expect(g.timers).toHaveLength(0);
  });
});
