import { and, asc, eq } from 'drizzle-orm';
import { expiresAt, productOf, validateDefinition, wageringRequired, type BonusDefinition } from '@sb/bonus';
import { move } from '@sb/ledger';
import { bonusDefinitions } from '../../db/schema';
import { houseAccount, transfer, type Tx } from '../ledger';
import * as repo from './repository';
import { HOUSE_BONUSES } from './wagering';

/**
 * The row of a catalogue definition (a bonus the site grants by its own rules, never offered as
 * a promotion: inactive), created on first use with the catalogue's terms so that wagering and
 * expiry treat it as any bonus. Named, e.g. `referral:bringfriend:EUR`.
 */
async function catalogueDefinitionId(tx: Tx, name: string, d: BonusDefinition): Promise<number> {
  const [found] = await tx
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.name, name), eq(bonusDefinitions.active, false)))
    .orderBy(asc(bonusDefinitions.id))
    .limit(1);
  if (found) return found.id;
  const row = await repo.insertDefinition(tx, {
    ...d,
    name,
    product: productOf(d),
    countries: [...d.eligibility.countries],
    currencies: [...d.eligibility.currencies],
    newPlayersOnly: d.eligibility.newPlayersOnly,
    verifiedOnly: d.eligibility.verifiedOnly,
    gameWeights: { ...d.gameWeights },
    active: false,
  });
  return row.id;
}

/** The grant's ledger key was used before: thrown so that the caller's transaction writes nothing. */
export class GrantKeyUsed extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`ledger key used: ${idempotencyKey}`);
  }
}

export interface CatalogueGrant {
  userId: number;
  currency: string;
  /** The catalogue definition's name (one inactive bonus_definition row per name). */
  name: string;
  definition: BonusDefinition;
  /** player_bonus.source, e.g. 'referral'. */
  source: string;
  /** The ledger key: the caller's "once" (e.g. one reward per friend). */
  idempotencyKey: string;
  meta: Readonly<Record<string, unknown>>;
  at: number;
}

/**
 * Issue 16: grants a fixed-amount bonus of a site catalogue (bring-a-friend) in the caller's
 * transaction — the engine's rules checked (10 × wagering cap, one product), the player bonus
 * written and its amount moved from the house into the player's bonus account (type 4) under the
 * caller's idempotency key. Answers the player bonus id. The caller holds the lock that makes its
 * "once" true; the key is the ledger's second guard: a used key throws GrantKeyUsed, which rolls
 * the caller's transaction back (no bonus row without its money).
 */
export async function grantCatalogueBonusTx(tx: Tx, g: CatalogueGrant): Promise<number> {
  const unfair = validateDefinition(g.definition);
  if (unfair) throw new Error(`catalogue bonus ${g.name} is not fair: ${unfair}`);
  const amount = g.definition.fixedAmount ?? 0n;
  if (amount <= 0n) throw new Error(`catalogue bonus ${g.name} has no amount`);
  const accountId = await repo.bonusAccount(tx, g.userId, g.currency);
  if (accountId === undefined) throw new Error('bonus account missing');
  const bonus = await repo.insertPlayerBonus(tx, {
    userId: g.userId,
    definitionId: await catalogueDefinitionId(tx, g.name, g.definition),
    accountId,
    source: g.source,
    promoCodeId: null,
    amount,
    currency: g.currency,
    wageringRequired: wageringRequired(g.definition, amount),
    grantedAt: new Date(g.at),
    expiresAt: new Date(expiresAt(g.definition, g.at)),
  });
  if (!bonus) throw new Error('catalogue bonus not inserted');
  const moved = await transfer(tx, {
    idempotencyKey: g.idempotencyKey,
    kind: 'bonus_grant',
    postings: move(await houseAccount(tx, HOUSE_BONUSES, g.currency), accountId, amount),
    meta: { playerBonusId: bonus.id, ...g.meta },
  });
  if (moved.duplicate) throw new GrantKeyUsed(g.idempotencyKey);
  return bonus.id;
}
