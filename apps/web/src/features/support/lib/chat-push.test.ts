import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChatMessage } from '@sb/contracts';
import { parseChatPush, withMessage } from './chat-push';

const message = (id: number): ChatMessage => ({
  id,
  author: 'consultant',
  consultantName: 'Anna',
  body: `m${id}`,
  createdAt: '2026-11-24T09:00:00.000Z',
  read: false,
});

describe('spec §1 online chat: a consultant answer pushed over the WebSocket', () => {
  it('reads support pushes only; balance pushes, junk and malformed messages are ignored', () => {
    expect(parseChatPush(JSON.stringify({ type: 'support', message: message(3) }))).toEqual(message(3));
    expect(parseChatPush(JSON.stringify({ type: 'balance', accountId: 1, money: '1', moneyMinor: '100' }))).toBeNull();
    expect(parseChatPush(JSON.stringify({ type: 'support', message: { id: 'x' } }))).toBeNull();
    expect(parseChatPush('{nope')).toBeNull();
    expect(parseChatPush(42)).toBeNull();
  });

  it('property: adding pushes in any order, twice, gives each message once in id order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 30 }), (ids) => {
        let list: ChatMessage[] = [];
        for (const id of [...ids, ...ids]) list = withMessage(list, message(id));
        expect(list.map((m) => m.id)).toEqual([...new Set(ids)].sort((a, b) => a - b));
      }),
    );
  });
});
