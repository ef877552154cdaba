import { z } from 'zod';
import { bingoStateSchema, crashStateSchema, liveRouletteStateSchema } from './casino';

/**
 * Issue 15 shared rounds over `/ws`: the topics `casino:crash`, `casino:roulette`, `casino:bingo75`
 * and `casino:bingo90` carry the round now (the same state GET
 * /web-api/casino/crash|live-roulette|bingo|bingo90 answers) and what just happened to it. The leader publishes each change; a snapshot is the state
 * at that moment with the current crash round's public cash-outs.
 */
export const CASINO_LIVE_TOPICS = ['casino:crash', 'casino:roulette', 'casino:bingo75', 'casino:bingo90'] as const;
export type CasinoLiveTopic = (typeof CASINO_LIVE_TOPICS)[number];

/** A player's public cash-out: a masked name and the multiplier (ten-thousandths). */
export const crashCashoutSchema = z.object({
  round: z.string(),
  player: z.string().max(32),
  multiplier: z.number().int().positive(),
  /** Auto cash-out (reached by the curve) or pressed by the player. */
  auto: z.boolean(),
});
export type CrashCashout = z.infer<typeof crashCashoutSchema>;

/** What just happened: opened (its commitment is `hash`), started (flight, spin), revealed (result and seed), cash-out, settled. */
export const casinoRoundEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opened'), round: z.string(), hash: z.string() }),
  z.object({ kind: z.literal('started'), round: z.string() }),
  z.object({ kind: z.literal('revealed'), round: z.string(), seed: z.string() }),
  z.object({ kind: z.literal('cashout'), round: z.string(), cashout: crashCashoutSchema }),
  z.object({ kind: z.literal('settled'), round: z.string().nullable(), bets: z.number().int().min(0) }),
]);
export type CasinoRoundEvent = z.infer<typeof casinoRoundEventSchema>;

/** A casino topic's data: every message carries the whole state (small), so a client never merges pieces. */
export const casinoTopicDataSchema = z.object({
  crash: crashStateSchema.optional(),
  roulette: liveRouletteStateSchema.optional(),
  bingo75: bingoStateSchema.optional(),
  bingo90: bingoStateSchema.optional(),
  /** Crash: the current round's public cash-outs so far, in order. */
  cashouts: z.array(crashCashoutSchema).optional(),
  /** Deltas: what happened (a snapshot carries none). */
  event: casinoRoundEventSchema.optional(),
});
export type CasinoTopicData = z.infer<typeof casinoTopicDataSchema>;
