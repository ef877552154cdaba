import { SOCKET_CLOSE_UNAUTHORIZED, SOCKET_RETRY_BASE_MS, SOCKET_RETRY_MAX_MS } from './constants';

/** What /ws pushes: a greeting, then each balance change of the player's accounts. */
export type SocketMessage =
  { type: 'hello' } | { type: 'balance'; accountId: number; money: string; moneyMinor: string; accountsChanged?: true };

export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || !('type' in v)) return null;
  if (v.type === 'hello') return { type: 'hello' };
  if (
    v.type === 'balance' &&
    'accountId' in v &&
    typeof v.accountId === 'number' &&
    'money' in v &&
    typeof v.money === 'string' &&
    'moneyMinor' in v &&
    typeof v.moneyMinor === 'string'
  ) {
    const changed = 'accountsChanged' in v && v.accountsChanged === true;
    return {
      type: 'balance',
      accountId: v.accountId,
      money: v.money,
      moneyMinor: v.moneyMinor,
      ...(changed ? { accountsChanged: true as const } : {}),
    };
  }
  return null;
}

/** Pause before reconnect attempt `n` (0-based): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(SOCKET_RETRY_BASE_MS * 2 ** Math.min(attempt, 16), SOCKET_RETRY_MAX_MS);
}

/** The same-origin socket URL: ws: beside http:, wss: beside https:. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** The part of a WebSocket this uses (tests pass a fake). */
export interface SocketLike {
  onmessage: ((ev: { data: unknown }) => unknown) | null;
  onclose: ((ev: { code: number }) => unknown) | null;
  close(): void;
}

function openWebSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const like: SocketLike = { onmessage: null, onclose: null, close: () => ws.close() };
  ws.onmessage = (ev) => like.onmessage?.(ev);
  ws.onclose = (ev) => like.onclose?.(ev);
  return like;
}

export interface BalanceSocketDeps {
  url: string;
  onMessage: (m: SocketMessage) => void;
  /** Live (true) after the greeting; down (false) when the connection is lost. */
  onLive: (live: boolean) => void;
  open?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/**
 * Keeps one live connection: on loss it reconnects with a growing pause (reset once connected),
 * except when the server says nobody is logged in. `stop` ends it for good.
 */
export function startBalanceSocket(deps: BalanceSocketDeps): { stop(): void } {
  const open = deps.open ?? openWebSocket;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let attempt = 0;
  let stopped = false;
  let socket: SocketLike | null = null;
  let timer: unknown = null;

  const connect = () => {
    timer = null;
    if (stopped) return;
    const ws = open(deps.url);
    socket = ws;
    ws.onmessage = (ev) => {
      const m = parseSocketMessage(ev.data);
      if (!m) return;
      if (m.type === 'hello') {
        attempt = 0;
        deps.onLive(true);
      }
      deps.onMessage(m);
    };
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      deps.onLive(false);
      if (stopped || ev.code === SOCKET_CLOSE_UNAUTHORIZED) return;
      timer = setTimer(connect, reconnectDelayMs(attempt++));
    };
  };
  connect();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      const ws = socket;
      socket = null;
      ws?.close();
    },
  };
}
