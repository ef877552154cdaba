import { chatMessageSchema, type ChatMessage } from '@sb/contracts';

/** A consultant's answer pushed over /ws (`{ type: 'support', message }`), or null for anything else. */
export function parseChatPush(data: unknown): ChatMessage | null {
  if (typeof data !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || !('type' in v) || v.type !== 'support' || !('message' in v)) return null;
  const parsed = chatMessageSchema.safeParse(v.message);
  return parsed.success ? parsed.data : null;
}

/** The history with a pushed message added once (a push may race the history's own read). */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.id - b.id);
}
