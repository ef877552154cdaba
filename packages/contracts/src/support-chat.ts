import { z } from 'zod';

/**
 * The floating support button (spec §1): callback request, online chat with an unread marker, an
 * e-mail form and social links of placement type 6; §3 Consultant (consultant_id) and Social link
 * (name, value, placementTypeId); §5 the callback rule.
 */
export const SUPPORT_BUTTON_PLACEMENT = 6;
export const SUPPORT_CHAT_CHANNEL = 'support.chat';

export const socialLinkSchema = z.object({
  name: z.string(),
  value: z.string(),
  placementTypeId: z.number().int(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /web-api/support/state?lng=: what the button offers this visitor now. */
export const supportStateSchema = z.object({
  /** Spec §3 Consultant: the consultant online for this language, or null. */
  consultant: z.object({ consultant_id: z.number().int(), name: z.string() }).nullable(),
  /** Spec §5: logged in, language not hidden, a consultant available. */
  callbackAvailable: z.boolean(),
  chat: z.object({ available: z.boolean(), unread: z.number().int() }),
  socialLinks: z.array(socialLinkSchema),
});
export type SupportState = z.infer<typeof supportStateSchema>;
export const supportStateQuerySchema = z.object({ lng: z.string().regex(/^[a-z]{2}$/) });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'consultant']),
  consultantName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Issue 17: left while no consultant was online; the answer goes by e-mail. */
  offline: z.boolean().optional(),
  /** Issue 17: a file attached (downloaded by its owner at CHAT_ATTACHMENT_PATH/{id}, and operators). */
  attachment: z.object({ mime: z.string(), size: z.number().int() }).nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** GET /web-api/support/chat: the player's conversation, oldest first. */
export const chatAnswerSchema = z.object({ messages: z.array(chatMessageSchema), unread: z.number().int() });
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const CHAT_MESSAGE_MAX = 2000;
/** POST /web-api/support/chat. */
export const newChatMessageSchema = z.object({
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  lng: z.string().regex(/^[a-z]{2}$/),
  /** Issue 17 offline: where the answer goes when no consultant is online (else the account's e-mail). */
  email: z.email().max(254).optional(),
});

/** Issue 17 chat attachments: POST multipart (file, lng, body?) here; GET `${path}/{messageId}` downloads. */
export const CHAT_ATTACHMENT_PATH = '/web-api/support/chat/attachments';
/** Attachments: images (JPEG, PNG, WebP) and PDF by content, at most 5 MiB. */
export const MAX_CHAT_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** POST /web-api/support/callback (spec §1, §5). */
export const callbackRequestSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'a phone number'),
  lng: z.string().regex(/^[a-z]{2}$/),
});
export const callbackAnswerSchema = z.object({ id: z.number().int(), status: z.string() });

/** POST /web-api/support/email (guests too; at most SUPPORT_EMAILS_PER_HOUR from one IP address). */
export const SUPPORT_EMAILS_PER_HOUR = 5;
export const supportEmailSchema = z.object({
  email: z.string().trim().email().max(200),
  subject: z.string().trim().min(3).max(200),
  body: z.string().trim().min(10).max(5000),
  lng: z.string().regex(/^[a-z]{2}$/),
});
export const supportEmailAnswerSchema = z.object({ id: z.number().int() });

/** The push a player's open tabs get over /ws when a consultant answers. */
export interface SupportChatEvent {
  userId: number;
  message: ChatMessage;
}

// --- Operator API --------------------------------------------------------------------------

export const consultantBodySchema = z.object({
  name: z.string().trim().min(1).max(80),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .min(1)
    .max(20),
  online: z.boolean(),
  /** Contacts a personal manager gives their players (spec §2 office/manager). */
  email: z.string().trim().email().max(200).nullable().optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/)
    .nullable()
    .optional(),
});
export const consultantSchema = consultantBodySchema.extend({ id: z.number().int() });
/** :id of a consultant or a conversation. */
export const supportIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  lang: z.string(),
  waiting: z.number().int(),
  lastMessageAt: z.string().nullable(),
});
export const conversationsAnswerSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const conversationAnswerSchema = z.object({ id: z.number().int(), messages: z.array(chatMessageSchema) });
export const operatorReplySchema = z.object({
  consultantId: z.number().int().min(1),
  body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});
/** Operators set the links; only https addresses (a link is rendered as an anchor on every page). */
export const socialLinksBodySchema = z.object({
  links: z
    .array(
      socialLinkSchema.extend({
        name: z.string().trim().min(1).max(40),
        value: z
          .string()
          .url()
          .max(300)
          .regex(/^https:\/\//, 'an https address'),
        placementTypeId: z.number().int().min(1).max(100),
      }),
    )
    .max(30),
});

// --- Spec §2 office/manager and block-appeal-history -----------------------------------------

export const managerSchema = z.object({
  consultant_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
/** GET /web-api/support/manager: the player's personal manager, or null (not a VIP player). */
export const managerAnswerSchema = z.object({ manager: managerSchema.nullable() });
/** PUT /admin-api/support/managers/:id (a player id): assign a consultant as personal manager. */
export const managerAssignSchema = z.object({ consultantId: z.number().int().min(1) });

export const APPEAL_STATUSES = ['open', 'granted', 'refused'] as const;
export const appealSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  status: z.enum(APPEAL_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;
/** GET /web-api/support/appeals: a blocked player's appeals, newest first. */
export const appealsAnswerSchema = z.object({ appeals: z.array(appealSchema) });
/** POST /web-api/support/appeals: one open appeal at a time. */
export const newAppealSchema = z.object({ body: z.string().trim().min(10).max(CHAT_MESSAGE_MAX) });
/** POST /admin-api/support/appeals/:id/answer. */
export const appealAnswerBodySchema = z.object({
  status: z.enum(['granted', 'refused']),
  answer: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});
