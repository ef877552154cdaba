import {
  SUPPORT_BUTTON_PLACEMENT,
  SUPPORT_CHAT_CHANNEL,
  SUPPORT_EMAILS_PER_HOUR,
  type ChatMessage,
  type SupportChatEvent,
  type SupportState,
} from '@sb/contracts';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { playerOfficeFacts, type MessageSender } from '../identity';
import { sniffDocument, type DocumentStore } from '../verification';
import { chatRepository, type ConsultantFields, type MessageRow } from './chat-repository';
import { offlineAnswerMail } from './offline-mail';

/** How much of a conversation the player and the operator see at once. */
export const CHAT_HISTORY_LIMIT = 200;
const HOUR_MS = 3_600_000;

export interface ChatDeps {
  db: Db;
  bus: EventBus;
  now: () => number;
  /** Spec §5: languages in which callback support is not offered (the site's hidden languages). */
  hiddenLanguages: () => Promise<readonly string[]>;
  /** Issue 17: where attachments are kept (the verification module's document store). */
  store?: DocumentStore;
  /** Issue 17 offline chat: the e-mail sender that carries answers to messages left offline. */
  mail?: MessageSender;
  /** The site's public address (the chat link in answer e-mails). */
  publicUrl?: string;
}

/** An attachment as a download: its sniffed type, size and bytes. */
export interface ChatAttachmentFile {
  mime: string;
  size: number;
  stream: Readable;
}

export const messageView = (m: MessageRow): ChatMessage => ({
  id: m.id,
  author: m.author === 'consultant' ? 'consultant' : 'player',
  consultantName: m.consultantName,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
  read: m.readAt !== null,
  offline: m.leftOffline,
  attachment: m.attachmentMime && m.attachmentSize !== null ? { mime: m.attachmentMime, size: m.attachmentSize } : null,
});

/** A consultant's answer reaches the player's open tabs over /ws as `{ type: 'support', message }`. */
export const supportChatPush = {
  channel: SUPPORT_CHAT_CHANNEL,
  route: (payload: unknown) => {
    const e = payload as SupportChatEvent;
    return typeof e?.userId === 'number'
      ? { userId: e.userId, message: { type: 'support', message: e.message } }
      : null;
  },
};

/**
 * Spec §5 callback rule: "Callback support is offered only for a logged-in user whose language
 * is not hidden" (spec §1: and a consultant is available).
 */
export function callbackOffered(loggedIn: boolean, lang: string, hidden: readonly string[], consultant: boolean) {
  return loggedIn && !hidden.includes(lang) && consultant;
}

/** The floating support button's services (spec §1): state, chat, callback, e-mail form. */
export class ChatService {
  constructor(private readonly deps: ChatDeps) {}

  private at(): Date {
    return new Date(this.deps.now());
  }

  async state(userId: number | null, lang: string): Promise<SupportState> {
    const { db } = this.deps;
    const consultant = await chatRepository.onlineConsultant(db, lang);
    const conversation = userId === null ? undefined : await chatRepository.conversationOf(db, userId);
    const unread = conversation ? await chatRepository.unread(db, conversation.id, 'consultant') : 0;
    return {
      consultant: consultant ? { consultant_id: consultant.id, name: consultant.name } : null,
      callbackAvailable: callbackOffered(userId !== null, lang, await this.deps.hiddenLanguages(), !!consultant),
      // Spec §1: online chat if a consultant exists (players only: a conversation belongs to an account).
      chat: { available: userId !== null && (!!consultant || !!conversation), unread },
      socialLinks: await chatRepository.socialLinks(db, SUPPORT_BUTTON_PLACEMENT),
    };
  }

  async history(userId: number) {
    const conversation = await chatRepository.conversationOf(this.deps.db, userId);
    if (!conversation) return { messages: [], unread: 0 };
    const messages = await chatRepository.messages(this.deps.db, conversation.id, CHAT_HISTORY_LIMIT);
    const unread = await chatRepository.unread(this.deps.db, conversation.id, 'consultant');
    return { messages: messages.map(messageView), unread };
  }

  /**
   * A player's message. With a consultant online it is a chat message. With none (issue 17
   * offline) it is left in the conversation and the next answer goes by e-mail: to the address
   * given, else the account's; with neither and no conversation yet, 409 no_consultant.
   */
  async send(
    userId: number,
    lang: string,
    body: string,
    email?: string,
    attachment?: { key: string; mime: string; size: number },
  ): Promise<ChatMessage> {
    const { db } = this.deps;
    const online = await chatRepository.onlineConsultant(db, lang);
    let replyEmail: string | null = null;
    if (!online) {
      replyEmail = email ?? (await playerOfficeFacts(db, userId))?.email ?? null;
      // A conversation already open goes on without an address (the answer comes in the chat).
      if (!replyEmail && !(await chatRepository.conversationOf(db, userId)))
        throw new DomainError(
          409,
          'no_consultant',
          'support_no_consultant',
          'No consultant is online; give an e-mail for the answer or use the e-mail form',
        );
    }
    const conversation = await chatRepository.openConversation(db, userId, lang, this.at());
    const row = await chatRepository.insertMessage(
      db,
      { conversationId: conversation.id, author: 'player', consultantId: null, body },
      this.at(),
      {
        leftOffline: !online,
        ...(attachment
          ? { attachmentKey: attachment.key, attachmentMime: attachment.mime, attachmentSize: attachment.size }
          : {}),
      },
    );
    if (replyEmail) await chatRepository.setReplyEmail(db, conversation.id, replyEmail);
    return messageView({ ...row, consultantName: null });
  }

  /**
   * Issue 17 attachments: a file checked by its content (JPEG, PNG, WebP, PDF — never by name or
   * the browser's type), kept in the document store, sent as a message of its own.
   */
  async attach(userId: number, lang: string, data: Buffer, body: string | undefined, email?: string) {
    const store = this.deps.store;
    if (!store) throw new DomainError(503, 'attachments_unavailable', 'main_error', 'No attachment store');
    const mime = sniffDocument(data.subarray(0, 16));
    if (!mime)
      throw new DomainError(400, 'attachment_type', 'support_attachment_type', 'Only JPEG, PNG, WebP or PDF files');
    // The store's keys are opaque hex names (its own rule); the message row knows the owner.
    const key = randomBytes(24).toString('hex');
    await store.put(key, data, mime);
    try {
      return await this.send(userId, lang, body?.trim() || '📎', email, { key, mime, size: data.length });
    } catch (err) {
      await store.delete(key).catch(() => undefined);
      throw err;
    }
  }

  /** An attachment for its owner (userId) or an operator (null); 404 for anyone else: no hint it exists. */
  async attachmentFile(messageId: number, userId: number | null): Promise<ChatAttachmentFile> {
    const found = await chatRepository.messageWithOwner(this.deps.db, messageId);
    const m = found?.message;
    const notFound = () => new DomainError(404, 'attachment_not_found', 'main_error', 'No such attachment');
    if (!found || !m?.attachmentKey || !m.attachmentMime || m.attachmentSize === null) throw notFound();
    if (userId !== null && found.userId !== userId) throw notFound();
    const stream = await this.deps.store?.get(m.attachmentKey);
    if (!stream) throw notFound();
    return { mime: m.attachmentMime, size: m.attachmentSize, stream };
  }

  /** Spec §3 user config user_msg_count: support messages the player has not read yet. */
  async unreadCount(userId: number): Promise<number> {
    const conversation = await chatRepository.conversationOf(this.deps.db, userId);
    return conversation ? chatRepository.unread(this.deps.db, conversation.id, 'consultant') : 0;
  }

  /** Marks the consultant's messages read, only up to `upTo` (the last one the player saw) when given. */
  async markRead(userId: number, upTo?: number): Promise<void> {
    const conversation = await chatRepository.conversationOf(this.deps.db, userId);
    if (conversation) await chatRepository.markRead(this.deps.db, conversation.id, 'consultant', this.at(), upTo);
  }

  async callback(userId: number, lang: string, phone: string) {
    const { db } = this.deps;
    const consultant = await chatRepository.onlineConsultant(db, lang);
    if (!callbackOffered(true, lang, await this.deps.hiddenLanguages(), !!consultant))
      throw new DomainError(409, 'callback_unavailable', 'support_callback_unavailable', 'Callback is not offered now');
    if ((await chatRepository.openCallbacks(db, userId)) > 0)
      throw new DomainError(409, 'callback_pending', 'support_callback_pending', 'A callback is already requested');
    const row = await chatRepository.insertCallback(db, { userId, phone, lang }, this.at());
    return { id: row.id, status: row.status };
  }

  async email(e: { userId: number | null; email: string; subject: string; body: string; lang: string }, ip: string) {
    const since = new Date(this.deps.now() - HOUR_MS);
    if ((await chatRepository.emailsSince(this.deps.db, ip, since)) >= SUPPORT_EMAILS_PER_HOUR)
      throw new DomainError(429, 'too_many_requests', 'main_error', 'Too many messages; try again in an hour');
    const row = await chatRepository.insertEmail(this.deps.db, { ...e, ip }, this.at());
    return { id: row.id };
  }

  // --- Operators -------------------------------------------------------------------------------

  listConsultants() {
    return chatRepository.listConsultants(this.deps.db);
  }

  /** A new consultant (id null) or an update; online/offline is how operators open the chat. */
  async saveConsultant(id: number | null, c: ConsultantFields) {
    if (id === null) return chatRepository.insertConsultant(this.deps.db, c, this.at());
    const row = await chatRepository.updateConsultant(this.deps.db, id, c, this.at());
    if (!row) throw new DomainError(404, 'consultant_not_found', 'main_error', 'No such consultant');
    return row;
  }

  async conversations() {
    return (await chatRepository.conversations(this.deps.db, CHAT_HISTORY_LIMIT)).map((c) => ({
      ...c,
      lastMessageAt: c.lastMessageAt.toISOString(),
    }));
  }

  replaceSocialLinks(links: readonly { name: string; value: string; placementTypeId: number }[]) {
    return chatRepository.replaceSocialLinks(this.deps.db, links);
  }

  async conversation(id: number) {
    const conversation = await chatRepository.conversation(this.deps.db, id);
    if (!conversation) throw new DomainError(404, 'conversation_not_found', 'main_error', 'No such conversation');
    const messages = await chatRepository.messages(this.deps.db, id, CHAT_HISTORY_LIMIT);
    // An operator opening the conversation has read the player's messages.
    await chatRepository.markRead(this.deps.db, id, 'player', this.at());
    return { id, messages: messages.map(messageView) };
  }

  /** A consultant's answer: stored, then pushed to the player's open tabs on every node. */
  async reply(conversationId: number, consultantId: number, body: string): Promise<ChatMessage> {
    const { db } = this.deps;
    const conversation = await chatRepository.conversation(db, conversationId);
    if (!conversation) throw new DomainError(404, 'conversation_not_found', 'main_error', 'No such conversation');
    const consultant = await chatRepository.consultant(db, consultantId);
    if (!consultant) throw new DomainError(404, 'consultant_not_found', 'main_error', 'No such consultant');
    const row = await chatRepository.insertMessage(
      db,
      { conversationId, author: 'consultant', consultantId, body },
      this.at(),
    );
    const message = messageView({ ...row, consultantName: consultant.name });
    // Issue 17 offline: the answer to a message left offline goes by e-mail, once.
    if (conversation.replyEmail && this.deps.mail) {
      const chatUrl = `${this.deps.publicUrl ?? ''}/${conversation.lang}/office/support`;
      const mail = offlineAnswerMail(conversation.lang, body, consultant.name, chatUrl);
      await this.deps.mail.send({ channel: 'email', recipient: conversation.replyEmail, ...mail });
      await chatRepository.setReplyEmail(db, conversation.id, null);
    }
    const event: SupportChatEvent = { userId: conversation.userId, message };
    // The answer is stored: a failed push is seen at the next poll or page load.
    await this.deps.bus.publish(SUPPORT_CHAT_CHANNEL, event).catch(() => undefined);
    return message;
  }
}
