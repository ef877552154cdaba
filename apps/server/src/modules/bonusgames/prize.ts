import { POINT_RULES, type BonusDefinition } from '@sb/bonus';
import { TICKET_CURRENCY, type BonusGame, type PrizeTier } from '@sb/casino';
import { awardPointsTx, grantCatalogueBonusTx } from '../bonuses';
import type { Tx } from '../ledger';

/**
 * A bonus-game prize as the bonus engine sees it: each money tier is a fixed-amount catalogue
 * bonus of the game's one product (`no_deposit` casino bonus or sport `free_bet`) with the game's
 * wagering and validity, so the engine's rules hold (10 × wagering cap, one product) and wagering,
 * conversion and expiry treat it as any bonus. Amounts are euro cents (TICKET_CURRENCY).
 */
export function prizeDefinition(game: BonusGame, tier: PrizeTier): BonusDefinition {
  const sport = game.terms.product === 'sport';
  return {
    kind: game.terms.bonusKind,
    products: [game.terms.product],
    percent: 0,
    cap: null,
    fixedAmount: BigInt(tier.prize.amount),
    wageringMultiplier: game.terms.wageringMultiplier,
    // Sport prizes follow the rewards shop's free bets: they count at odds 1.50 or more.
    minOdds: sport ? POINT_RULES.sportMinOdds : null,
    gameWeights: {},
    defaultWeight: 100,
    eligibility: { countries: [], currencies: [TICKET_CURRENCY], newPlayersOnly: false, verifiedOnly: false },
    validityDays: game.terms.validityDays,
    maxConversion: null,
  };
}

/** The catalogue definition's name of a tier (one inactive bonus_definition row each). */
export const prizeName = (game: BonusGame, tier: PrizeTier): string => `bonus-game:${game.id}:${tier.id}`;

/**
 * Pays a round's prize in the round's transaction: money into the bonus account through the
 * bonus engine (ledger key `bonus-game:prize:{playId}`, house:bonuses → bonus account), points as
 * a club points entry (key `bonus-game:{playId}`). Answers the player bonus id of a money prize.
 */
export async function payPrizeTx(
  tx: Tx,
  p: { userId: number; playId: number; game: BonusGame; tier: PrizeTier; at: Date },
): Promise<number | null> {
  if (p.tier.prize.kind === 'points') {
    await awardPointsTx(tx, { userId: p.userId, key: `bonus-game:${p.playId}`, points: p.tier.prize.amount, at: p.at });
    return null;
  }
  return grantCatalogueBonusTx(tx, {
    userId: p.userId,
    currency: TICKET_CURRENCY,
    name: prizeName(p.game, p.tier),
    definition: prizeDefinition(p.game, p.tier),
    source: 'bonus_game',
    idempotencyKey: `bonus-game:prize:${p.playId}`,
    meta: { playId: p.playId, gameId: p.game.id, tier: p.tier.id },
    at: p.at.getTime(),
  });
}
