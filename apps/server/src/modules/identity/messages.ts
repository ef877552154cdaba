import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface Message {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** Where SMS and e-mail go. Production senders implement this; the embedded one is the outbox. */
export interface MessageSender {
  send(message: Message): Promise<void>;
}

/** Keeps every message in the database, readable at the non-production mailbox page. */
export function outboxSender(db: Db): MessageSender {
  return {
    send: async (m) => {
      await db.insert(outbox).values(m);
    },
  };
}

export async function readOutbox(db: Db, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
