import { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * One WebSocket text frame as a server sends it (RFC 6455 §5.2: FIN, opcode 1, unmasked, the
 * payload length in 7, 7+16 or 7+64 bits), header and payload in one buffer: a topic's delta is
 * framed once and the same bytes are written to every socket following it.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + n);
  frame[0] = 0x81;
  if (n < 126) {
    frame[1] = n;
  } else if (n < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(n / 0x1_0000_0000), 2);
    frame.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(frame, head);
  return frame;
}

const frames = new WeakMap<Buffer, Buffer>();
/** The frame of a message, built once per message buffer (the hub sends one buffer to thousands). */
export function frameOf(payload: Buffer): Buffer {
  let frame = frames.get(payload);
  if (!frame) {
    frame = textFrame(payload);
    frames.set(payload, frame);
  }
  return frame;
}

/**
 * The TCP socket under a `ws` WebSocket when writing whole frames to it is the same as `ws.send`:
 * no extension negotiated (permessage-deflate is what makes `ws` queue or transform frames), so
 * its own frames (pings, close) and ours go out in call order. Null otherwise: use `ws.send`.
 * `_socket` is `ws`'s field (its `bufferedAmount` counts what is written there), not public API,
 * hence the checks.
 */
export function rawSocketOf(ws: WebSocket): Socket | null {
  const raw = (ws as unknown as { _socket?: unknown })._socket;
  return ws.extensions === '' && raw instanceof Socket ? raw : null;
}
