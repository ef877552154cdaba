import { z } from 'zod';
import {
  BONUS_PRIZE_KIND_VALUES,
  bonusGameBoardSchema,
  bonusGameChoiceSchema,
  bonusGameIdSchema,
  type BonusGamePlayView,
  type BonusGameView,
} from '@sb/contracts';
import { expectedValue, fractionText, PRIZE_KINDS, toNumber, type BonusGame } from '@sb/casino';
import type { PlayRow } from './repository';
import type { SeedRow } from './seeds';

const prizeKindSchema = z.enum(BONUS_PRIZE_KIND_VALUES);

/** Issue 16 bonus games: how the API shows a game (its published table) and a round. */
export function gameView(game: BonusGame): BonusGameView {
  const ev = expectedValue(game.tiers);
  return {
    id: bonusGameIdSchema.parse(game.id),
    choice: game.choice,
    product: game.terms.product,
    bonusKind: game.terms.bonusKind,
    wageringMultiplier: game.terms.wageringMultiplier,
    validityDays: game.terms.validityDays,
    tiers: game.tiers.map((t) => ({
      id: t.id,
      prize: t.prize,
      probability: fractionText(t.probability),
      probabilityDecimal: toNumber(t.probability),
    })),
    expectedValue: PRIZE_KINDS.filter((k) => ev[k].num > 0n).map((kind) => ({
      kind,
      exact: fractionText(ev[kind]),
      decimal: toNumber(ev[kind]),
    })),
    rules: game.rules,
  };
}

/** A stored round as the player sees it (the seeds it read: the hash until rotation reveals it). */
export function playView(row: PlayRow, seed: Pick<SeedRow, 'serverSeedHash' | 'clientSeed'>): BonusGamePlayView {
  return {
    id: row.id,
    clientRoundId: row.clientRoundId,
    gameId: bonusGameIdSchema.parse(row.gameId),
    choice: bonusGameChoiceSchema.parse(row.choice ?? null),
    tier: row.tier,
    board: bonusGameBoardSchema.parse(row.board),
    prize: {
      kind: prizeKindSchema.parse(row.prizeKind),
      amount: row.prizeAmount.toString(),
      currency: row.currency,
      playerBonusId: row.playerBonusId,
    },
    fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: row.nonce },
    at: row.createdAt.toISOString(),
  };
}
