import { z } from 'zod';
import { SPORT_IDS, champSchema, gameResultSchema, pageInfoSchema, scoreSchema } from './line';
import { liveGameDetailSchema, liveGameSummarySchema, liveIncidentSchema } from './live';

/**
 * Issue 14: answers of the catalog's live calls (`section=live`) and of the media calls. The
 * pre-match answers (line.ts) are unchanged; docs/line.md "Live" lists the paths.
 */

/** Spec §3 Betting state "cyber filter": the esports disciplines of the feed (the `cyber` section). */
export const ESPORTS_SPORT_IDS: readonly number[] = [SPORT_IDS.cs2, SPORT_IDS.dota2, SPORT_IDS.lol];

/** `GET /games?section=live`: games in play with their live state, grouped by sport and championship. */
export const liveGamesResponseSchema = z.object({ games: z.array(liveGameSummarySchema) }).extend(pageInfoSchema.shape);
export type LiveGamesResponse = z.infer<typeof liveGamesResponseSchema>;

/** `GET /games/:gameId` of a game in play: live markets and its state. */
export const liveGameResponseSchema = z.object({ game: liveGameDetailSchema, champ: champSchema });
export type LiveGameResponse = z.infer<typeof liveGameResponseSchema>;

/** `GET /games/:gameId/incidents`: the whole timeline so far (match tracker replay, results/zone). */
export const liveIncidentsResponseSchema = z.object({
  gameId: z.number().int(),
  sportId: z.number().int(),
  /** 2 live, 3 break, 4 finished. */
  statusId: z.number().int(),
  score: scoreSchema,
  zoneId: z.string(),
  /** Oldest first; seq runs 1, 2, … without gaps. */
  incidents: z.array(liveIncidentSchema),
});
export type LiveIncidentsResponse = z.infer<typeof liveIncidentsResponseSchema>;

/** `GET /results/live`: finished games of a day that were played live, with period scores and their zone. */
export const liveResultSchema = gameResultSchema.extend({ zoneId: z.string() });
export const liveResultsResponseSchema = z.object({ results: z.array(liveResultSchema) }).extend(pageInfoSchema.shape);
export type LiveResult = z.infer<typeof liveResultSchema>;

/** API prefix of the media calls (spec §7 "video-token refresh", "media-resource load"; paths not shown). */
export const MEDIA_API = '/media-api/v1';
/** Spec §7: the client refreshes the video token every 10 minutes; a token lives longer than that. */
export const VIDEO_TOKEN_REFRESH_MS = 10 * 60 * 1000;

/** `POST /media-api/v1/video-token` (logged-in players only, §6). */
export const videoTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.number().int() });
export type VideoTokenResponse = z.infer<typeof videoTokenResponseSchema>;

/**
 * `GET /media-api/v1/games/:gameId`: what a §3 media entity of the game can show. zoneId is set
 * while the game is played live (the match tracker); videoId and streamUrl only when a video
 * provider is configured and offers the game.
 */
export const mediaResourceResponseSchema = z.object({
  gameId: z.number().int(),
  zoneId: z.string().nullable(),
  videoId: z.string().nullable(),
  streamUrl: z.string().nullable(),
});
export type MediaResourceResponse = z.infer<typeof mediaResourceResponseSchema>;
