import { z } from 'zod';

/** Spec §2 office/share-idea: a player's suggestion, stored for the operators; the player sees their own. */
export const OFFICE_IDEAS_PATH = '/web-api/office/ideas';

export const IDEA_TOPICS = ['site', 'sports', 'casino', 'payments', 'bonuses', 'other'] as const;
export type IdeaTopic = (typeof IDEA_TOPICS)[number];

/** At most this many ideas per player per day: a suggestion box, not a chat. */
export const IDEAS_PER_DAY = 5;

export const newIdeaSchema = z.object({
  topic: z.enum(IDEA_TOPICS),
  text: z.string().trim().min(10).max(2000),
});
export type NewIdea = z.infer<typeof newIdeaSchema>;

export const ideaViewSchema = z.object({
  id: z.number().int(),
  topic: z.enum(IDEA_TOPICS),
  text: z.string(),
  createdAt: z.string(),
});
export type IdeaView = z.infer<typeof ideaViewSchema>;
export const ideasAnswerSchema = z.object({ ideas: z.array(ideaViewSchema) });
