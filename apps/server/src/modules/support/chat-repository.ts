import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  supportCallbacks,
  supportConsultants,
  supportConversations,
  supportEmails,
  supportMessages,
  supportSocialLinks,
} from '../../db/schema';

export type ConsultantRow = typeof supportConsultants.$inferSelect;
export interface ConsultantFields {
  name: string;
  languages: string[];
  online: boolean;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}
export type MessageRow = typeof supportMessages.$inferSelect & { consultantName: string | null };

const messageColumns = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  author: supportMessages.author,
  consultantId: supportMessages.consultantId,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  readAt: supportMessages.readAt,
  leftOffline: supportMessages.leftOffline,
  attachmentKey: supportMessages.attachmentKey,
  attachmentMime: supportMessages.attachmentMime,
  attachmentSize: supportMessages.attachmentSize,
  consultantName: supportConsultants.name,
};

/** What a new message may carry besides its text (issue 17: offline, attachment). */
export interface MessageExtras {
  leftOffline?: boolean;
  attachmentKey?: string;
  attachmentMime?: string;
  attachmentSize?: number;
}

/** The SQL of the support button: consultants, chat, callbacks, e-mails and social links. */
export const chatRepository = {
  /** The first online consultant who answers in this language (lowest id: a stable choice). */
  async onlineConsultant(db: Db, lang: string): Promise<ConsultantRow | undefined> {
    const [row] = await db
      .select()
      .from(supportConsultants)
      .where(and(eq(supportConsultants.online, true), sql`${lang} = any(${supportConsultants.languages})`))
      .orderBy(asc(supportConsultants.id))
      .limit(1);
    return row;
  },

  async consultant(db: Db, id: number): Promise<ConsultantRow | undefined> {
    const [row] = await db.select().from(supportConsultants).where(eq(supportConsultants.id, id));
    return row;
  },

  async listConsultants(db: Db): Promise<ConsultantRow[]> {
    return db.select().from(supportConsultants).orderBy(asc(supportConsultants.id));
  },

  async insertConsultant(db: Db, c: ConsultantFields, at: Date) {
    const [row] = await db
      .insert(supportConsultants)
      .values({ ...c, updatedAt: at })
      .returning();
    if (!row) throw new Error('consultant insert returned nothing');
    return row;
  },

  async updateConsultant(db: Db, id: number, c: ConsultantFields, at: Date) {
    const [row] = await db
      .update(supportConsultants)
      .set({ ...c, updatedAt: at })
      .where(eq(supportConsultants.id, id))
      .returning();
    return row;
  },

  async conversationOf(db: Db, userId: number) {
    const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
    return row;
  },

  /** One message with its conversation's owner (attachment downloads check who asks). */
  async messageWithOwner(db: Db, id: number) {
    const [row] = await db
      .select({ message: supportMessages, userId: supportConversations.userId })
      .from(supportMessages)
      .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
      .where(eq(supportMessages.id, id));
    return row;
  },

  /** Issue 17 offline chat: the address the next answer is e-mailed to (null once answered). */
  async setReplyEmail(db: Db, conversationId: number, email: string | null) {
    await db.update(supportConversations).set({ replyEmail: email }).where(eq(supportConversations.id, conversationId));
  },

  async conversation(db: Db, id: number) {
    const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
    return row;
  },

  /** The player's one conversation, opened on first use (concurrent first messages share it). */
  async openConversation(db: Db, userId: number, lang: string, at: Date) {
    await db
      .insert(supportConversations)
      .values({ userId, lang, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: supportConversations.userId });
    const row = await chatRepository.conversationOf(db, userId);
    if (!row) throw new Error('conversation missing after insert');
    return row;
  },

  async messages(db: Db, conversationId: number, limit: number): Promise<MessageRow[]> {
    const rows = await db
      .select(messageColumns)
      .from(supportMessages)
      .leftJoin(supportConsultants, eq(supportConsultants.id, supportMessages.consultantId))
      .where(eq(supportMessages.conversationId, conversationId))
      .orderBy(desc(supportMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  async insertMessage(
    db: Db,
    m: { conversationId: number; author: 'player' | 'consultant'; consultantId: number | null; body: string },
    at: Date,
    extras: MessageExtras = {},
  ) {
    const [row] = await db
      .insert(supportMessages)
      .values({ ...m, ...extras, createdAt: at })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    await db
      .update(supportConversations)
      .set({ updatedAt: at, status: 'open' })
      .where(eq(supportConversations.id, m.conversationId));
    return row;
  },

  /** Unread messages of one author in a conversation (the player reads the consultant's, and back). */
  async unread(db: Db, conversationId: number, author: 'player' | 'consultant'): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversationId),
          eq(supportMessages.author, author),
          isNull(supportMessages.readAt),
        ),
      );
    return row?.n ?? 0;
  },

  async markRead(
    db: Db,
    conversationId: number,
    author: 'player' | 'consultant',
    at: Date,
    upTo?: number,
  ): Promise<void> {
    await db
      .update(supportMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(supportMessages.conversationId, conversationId),
          eq(supportMessages.author, author),
          isNull(supportMessages.readAt),
          upTo === undefined ? undefined : lte(supportMessages.id, upTo),
        ),
      );
  },

  /** Conversations with the player's messages not yet read by a consultant first, then the latest. */
  async conversations(db: Db, limit: number) {
    return db
      .select({
        id: supportConversations.id,
        userId: supportConversations.userId,
        lang: supportConversations.lang,
        waiting:
          sql<number>`(select count(*) from support_message m where m.conversation_id = ${supportConversations.id} and m.author = 'player' and m.read_at is null)`.mapWith(
            Number,
          ),
        lastMessageAt: supportConversations.updatedAt,
      })
      .from(supportConversations)
      .orderBy(desc(supportConversations.updatedAt))
      .limit(limit);
  },

  async insertCallback(db: Db, c: { userId: number; phone: string; lang: string }, at: Date) {
    const [row] = await db
      .insert(supportCallbacks)
      .values({ ...c, createdAt: at })
      .returning();
    if (!row) throw new Error('callback insert returned nothing');
    return row;
  },

  async openCallbacks(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supportCallbacks)
      .where(and(eq(supportCallbacks.userId, userId), eq(supportCallbacks.status, 'open')));
    return row?.n ?? 0;
  },

  async insertEmail(
    db: Db,
    e: { userId: number | null; email: string; subject: string; body: string; lang: string; ip: string },
    at: Date,
  ) {
    const [row] = await db
      .insert(supportEmails)
      .values({ ...e, createdAt: at })
      .returning();
    if (!row) throw new Error('e-mail insert returned nothing');
    return row;
  },

  async emailsSince(db: Db, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(supportEmails)
      .where(and(eq(supportEmails.ip, ip), gte(supportEmails.createdAt, since)));
    return row?.n ?? 0;
  },

  async socialLinks(db: Db, placementTypeId: number) {
    return db
      .select({
        name: supportSocialLinks.name,
        value: supportSocialLinks.value,
        placementTypeId: supportSocialLinks.placementTypeId,
      })
      .from(supportSocialLinks)
      .where(eq(supportSocialLinks.placementTypeId, placementTypeId))
      .orderBy(asc(supportSocialLinks.position), asc(supportSocialLinks.id));
  },

  async replaceSocialLinks(db: Db, links: readonly { name: string; value: string; placementTypeId: number }[]) {
    await db.transaction(async (tx) => {
      await tx.delete(supportSocialLinks);
      if (links.length > 0)
        await tx.insert(supportSocialLinks).values(links.map((l, position) => ({ ...l, position })));
    });
  },
};
