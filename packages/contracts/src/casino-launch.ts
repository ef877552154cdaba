import { z } from 'zod';
import { CASINO_MODES } from './casino';

/**
 * Issue 15, provider games: POST /web-api/casino/games/{gameId}/launch answers the provider's
 * launch URL for the game page's iframe. Real mode needs the player (a short-lived signed launch
 * carrying the player token the seamless wallet accepts back); demo mode needs no login where the
 * provider offers it.
 */
export const casinoLaunchBodySchema = z.object({
  mode: z.enum(CASINO_MODES),
  /** The page's language, passed to the provider. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  /** The game page to come back to: a path of this site. */
  returnPath: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_.-]*$/)
    .optional(),
});
export type CasinoLaunchBody = z.infer<typeof casinoLaunchBodySchema>;

export const casinoLaunchAnswerSchema = z.object({
  url: z.string(),
  mode: z.enum(CASINO_MODES),
  providerId: z.string(),
  /** When the launch URL stops opening the game (ISO time). */
  expiresAt: z.string(),
});
export type CasinoLaunchAnswer = z.infer<typeof casinoLaunchAnswerSchema>;

/** The sandbox aggregator's provider id (test games, not a real studio; off in production). */
export const SANDBOX_PROVIDER_ID = 'sandbox';
