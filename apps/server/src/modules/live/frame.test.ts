import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryBus } from '../../bus/bus';
import { SILENT_LOGGER } from '../../log';
import { frameOf, rawSocketOf, textFrame } from './frame';
import { LiveHub } from './hub';
import { FakeLiveSource } from './test-source';

const open: { app: FastifyInstance; client: WebSocket }[] = [];
afterEach(async () => {
  for (const { app, client } of open.splice(0)) {
    client.terminate();
    await app.close();
  }
});

/** A /ws route as the app registers it (@fastify/websocket) and one client; `onServer` gets the server side. */
async function pair(perMessageDeflate: boolean, onServer: (ws: WebSocket) => void) {
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { maxPayload: 4096, perMessageDeflate } });
  app.get('/ws', { websocket: true }, (socket) => onServer(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate });
  open.push({ app, client });
  const got: string[] = [];
  client.on('message', (data) => got.push(String(data)));
  await new Promise((r) => client.once('open', r));
  const received = (n: number) =>
    new Promise<string[]>((resolve) => {
      const check = () => (got.length >= n ? resolve(got) : setTimeout(check, 5));
      check();
    });
  return { client, received };
}

describe('issue 14 fan-out: one text frame per message, written as is to every socket', () => {
  it('frames per RFC 6455 §5.2: FIN + text opcode, unmasked, 7-bit, 16-bit and 64-bit lengths', () => {
    const at = (n: number) => textFrame(Buffer.alloc(n, 0x61));
    expect([...at(0)]).toEqual([0x81, 0]);
    expect([...at(125).subarray(0, 2)]).toEqual([0x81, 125]);
    expect(at(125).length).toBe(127);
    expect([...at(126).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...at(65_535).subarray(0, 4)]).toEqual([0x81, 126, 0xff, 0xff]);
    expect([...at(65_536).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(
      at(65_536)
        .subarray(10)
        .every((b) => b === 0x61),
    ).toBe(true);
  });

  it('a message buffer is framed once, whatever the number of sockets it goes to', () => {
    const message = Buffer.from('{"type":"delta"}');
    expect(frameOf(message)).toBe(frameOf(message));
    expect(frameOf(Buffer.from('{"type":"delta"}'))).not.toBe(frameOf(message));
  });

  it('a real client reads the frames written to the TCP socket, in order with the ones `ws` sends', async () => {
    const texts = ['é', 'x'.repeat(126), 'y'.repeat(70_000)];
    const { received } = await pair(false, (ws) => {
      const raw = rawSocketOf(ws);
      expect(raw).not.toBeNull();
      raw?.write(frameOf(Buffer.from(texts[0] ?? '')));
      ws.send(texts[1] ?? '');
      raw?.write(frameOf(Buffer.from(texts[2] ?? '')));
    });
    expect(await received(3)).toEqual(texts);
  });

  it('with permessage-deflate negotiated, no raw writes: the hub sends through `ws`', async () => {
    const source = new FakeLiveSource().add(1);
    const hub = new LiveHub({ source, bus: createMemoryBus(), now: () => 1_000, log: SILENT_LOGGER });
    let raw: unknown;
    const { client, received } = await pair(true, (ws) => {
      raw = rawSocketOf(ws);
      hub.attach(ws);
    });
    client.send(JSON.stringify({ type: 'sub', topics: ['game:1'] }));
    const [snapshot] = await received(1);
    expect(raw).toBeNull();
    expect(JSON.parse(snapshot ?? '')).toMatchObject({ type: 'snapshot', topic: 'game:1', seq: 0 });
  });
});
