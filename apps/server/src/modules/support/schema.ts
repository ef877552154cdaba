/*
 * Tables of the support module: payment support requests, and the support button's chat,
 * callbacks, e-mails, consultants and social links. Re-exported by db/schema.ts, which
 * drizzle-kit reads (one migration history).
 */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/** Payment support requests (spec §2 payment/requests, payment/create-request). */
export const supportRequests = pgTable(
  'support_request',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    topic: text('topic').notNull(),
    subtopic: text('subtopic').notNull(),
    paymentId: text('payment_id'),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_request_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Spec §1 floating support button, §3 Consultant (consultant_id): the support staff. A consultant
 * who is online for a language makes the chat and the callback available in it.
 */
export const supportConsultants = pgTable('support_consultant', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** Contacts a personal manager gives the players assigned to them (spec §2 office/manager). */
  email: text('email'),
  phone: text('phone'),
  /** Site languages this consultant answers in. */
  languages: text('languages').array().notNull(),
  online: boolean('online').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One player's chat with support (issue 17: history kept; one open conversation per player). */
export const supportConversations = pgTable(
  'support_conversation',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('open'),
    /** Issue 17 offline chat: where the next consultant answer goes by e-mail (a message left offline). */
    replyEmail: text('reply_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_conversation_user_idx').on(t.userId)],
);

/** A chat message: from the player or from a consultant; read_at marks what its reader has seen. */
export const supportMessages = pgTable(
  'support_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    author: text('author').notNull(),
    consultantId: integer('consultant_id').references(() => supportConsultants.id),
    body: text('body').notNull(),
    /** Issue 17: a message left while no consultant was online (answered by e-mail). */
    leftOffline: boolean('left_offline').notNull().default(false),
    /** Issue 17 attachment: the storage key (verification's document store), its sniffed type and size. */
    attachmentKey: text('attachment_key'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('support_message_conversation_idx').on(t.conversationId, t.id)],
);

/** Spec §1/§5 callback request: a logged-in player asks to be called back. */
export const supportCallbacks = pgTable(
  'support_callback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_callback_user_idx').on(t.userId, t.createdAt)],
);

/** Spec §1 e-mail form: a message to support answered by e-mail (guests too). */
export const supportEmails = pgTable(
  'support_email',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    lang: text('lang').notNull(),
    ip: text('ip').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_email_ip_idx').on(t.ip, t.createdAt)],
);

/** Spec §3 Social link: name, value, placementTypeId (the support button shows placement 6). */
export const supportSocialLinks = pgTable('support_social_link', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  placementTypeId: integer('placement_type_id').notNull(),
  position: integer('position').notNull().default(0),
});

/** Spec §2 office/manager: the personal manager (a consultant) an operator assigns to a VIP player. */
export const supportManagers = pgTable('support_manager', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  consultantId: integer('consultant_id')
    .notNull()
    .references(() => supportConsultants.id),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
});

/** Spec §2 block-appeal-history: a blocked player's appeals and the answers they got. */
export const blockAppeals = pgTable(
  'block_appeal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('block_appeal_user_idx').on(t.userId, t.createdAt)],
);
