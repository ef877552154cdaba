import {
  cashbackPeriod,
  eligibilityError,
  netLoss,
  previousCashbackPeriod,
  expiresAt,
  grantAmount,
  productOf,
  progressPercent,
  validateDefinition,
  wageringRequired,
  type BonusDefinition,
  type BonusKind,
  type BonusProduct,
  type QualifyingStake,
} from '@sb/bonus';
import type {
  BonusDefinitionInput,
  BonusDefinitionView,
  BonusOffer,
  BonusOffersAnswer,
  LandingAnswer,
  CashbackAnswer,
  FreeSpinsView,
  PlayerBonusView,
  PromoCheckAnswer,
} from '@sb/contracts';
import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { playerCountry, playerCurrency, playerVerified } from '../identity';
import { houseAccount, LedgerError, transfer, type Tx } from '../ledger';
import { definitionOf } from './definition';
import { cashbackPayments, definitionCashback, payPeriod, periodTotals } from './cashback';
import { definitionView, offerOf } from './offers';
import { freeSpinsRedeemedBy, redeemFreeSpinsCode } from './free-spins-redeem';
import { activeFreeSpins, assertFreeSpinsSlot, expireFreeSpinsTx, freeSpinsView, grantFreeSpinsTx } from './free-spins';
import { landing, promotionTerms } from './promotion-pages';
import * as repo from './repository';
import { expireDueTx, HOUSE_BONUSES, recordStakeTx } from './wagering';

/** Kinds a promo code may grant by itself (a deposit bonus is granted by the deposit). */
const PROMO_KINDS: readonly BonusKind[] = ['no_deposit', 'free_bet'];

/** Issue 16 brute-force limit: at most this many promo code attempts per player per window. */
export const PROMO_ATTEMPTS = 10;
export const PROMO_WINDOW_S = 600;

export interface BonusServiceDeps {
  db: Db;
  now: () => number;
  /** The wallet's first-use creation of the main and bonus accounts (spec §3 Account). */
  ensureAccounts: (userId: number) => Promise<void>;
  /** The player's first_deposit_bonus_type setting (spec §3 bonus types: 0 refuse, 1 sport, 2 casino). */
  firstDepositChoice: (userId: number) => Promise<number>;
}

/**
 * Issue 16: operators' bonus definitions and promo codes, and the bonuses players hold. Every
 * credit of bonus money is a ledger transfer into the player's bonus account (type 4) with an
 * idempotency key; balances are never written here.
 */
export class BonusService {
  constructor(private readonly deps: BonusServiceDeps) {}

  /** Refused with 400 and the engine's code when unfair (10 × wagering cap, mixed products). */
  async createDefinition(input: BonusDefinitionInput): Promise<BonusDefinitionView> {
    const definition: BonusDefinition = { ...input };
    const error = validateDefinition(definition);
    if (error) throw new DomainError(400, error, 'main_error');
    // Issue 16 free spins: only on one of our studio's slots.
    if (input.freeSpins) await assertFreeSpinsSlot(this.deps.db, input.freeSpins.gameId, input.fixedAmount);
    const { freeSpins, ...rest } = input;
    const row = await repo.insertDefinition(this.deps.db, {
      ...rest,
      freeSpinsCount: freeSpins?.count ?? null,
      freeSpinsGameId: freeSpins?.gameId ?? null,
      product: productOf(definition),
      countries: [...input.eligibility.countries],
      currencies: [...input.eligibility.currencies],
      newPlayersOnly: input.eligibility.newPlayersOnly,
      verifiedOnly: input.eligibility.verifiedOnly,
    });
    return definitionView(row);
  }

  async definitions(): Promise<BonusDefinitionView[]> {
    return (await repo.listDefinitions(this.deps.db)).map(definitionView);
  }

  async createPromoCode(input: { code: string; definitionId: number; usesLeft: number | null }) {
    if (!(await repo.findDefinition(this.deps.db, input.definitionId)))
      throw new DomainError(404, 'bonus_definition_not_found', 'main_error');
    const row = await repo.insertPromoCode(this.deps.db, input);
    if (!row) throw new DomainError(409, 'promo_code_exists', 'main_error');
    return { id: row.id, code: row.code, definitionId: row.definitionId, usesLeft: row.usesLeft };
  }

  async bonuses(userId: number): Promise<PlayerBonusView[]> {
    const rows = await repo.playerBonusesOf(this.deps.db, userId);
    return rows.map(({ bonus, definition }) => ({
      id: bonus.id,
      definitionId: definition.id,
      name: definition.name,
      kind: definition.kind as BonusKind,
      product: definition.product as BonusProduct,
      source: bonus.source,
      amountMinor: bonus.amount.toString(),
      currency: bonus.currency,
      accountId: bonus.accountId,
      wageringRequiredMinor: bonus.wageringRequired.toString(),
      wageringProgressMinor: bonus.wageringProgress.toString(),
      progressPercent: progressPercent({ required: bonus.wageringRequired, progress: bonus.wageringProgress }),
      status: bonus.status as PlayerBonusView['status'],
      grantedAt: bonus.grantedAt.toISOString(),
      expiresAt: bonus.expiresAt.toISOString(),
    }));
  }

  /** The active promotions (public pages): every active definition's terms. */
  async promotions(): Promise<BonusOffer[]> {
    // Free spins are granted by operators (not listed as promotions yet).
    return (await repo.activeDefinitions(this.deps.db)).filter((r) => r.kind !== 'free_spins').map(offerOf);
  }

  /**
   * office/bonuses/deposit: the player's first-deposit choice (spec §3 bonus types), the active
   * first-deposit offers of both products, whether a deposit was made and the bonus it granted.
   */
  async offers(userId: number): Promise<BonusOffersAnswer> {
    const { db } = this.deps;
    const choice = await this.deps.firstDepositChoice(userId);
    const offers = (await repo.activeDefinitions(db)).filter((r) => r.kind === 'first_deposit').map(offerOf);
    const firstDepositBonus = (await this.bonuses(userId)).find((b) => b.source === 'first_deposit') ?? null;
    return {
      choice: choice === 1 || choice === 2 ? choice : 0,
      hasDeposit: await repo.hasCompletedDeposit(db, userId),
      offers,
      firstDepositBonus,
    };
  }

  /**
   * The office's promo code check (spec §2 office menu "promo code check"): what the code grants and
   * whether this player may redeem it now. Counted by the same brute-force limit as redemption; an
   * unknown code is a 404 (the same answer as an inactive one).
   */
  async check(userId: number, code: string): Promise<PromoCheckAnswer> {
    const { db } = this.deps;
    if ((await repo.hitCounter(db, `promo:${userId}`, PROMO_WINDOW_S, this.deps.now())) > PROMO_ATTEMPTS)
      throw new DomainError(429, 'promo_code_attempts', 'main_error');
    const promo = await repo.promoCodeByCode(db, code);
    const row = promo ? await repo.findDefinition(db, promo.definitionId) : undefined;
    if (!promo || !row?.active) throw new DomainError(404, 'promo_code_not_found', 'main_error');
    const definition = definitionOf(row);
    const currency = (await playerCurrency(db, userId)) ?? '';
    let reason: string | null = null;
    const spins = definition.kind === 'free_spins';
    if (!PROMO_KINDS.includes(definition.kind) && !spins) reason = 'promo_code_not_redeemable';
    else if (await (spins ? freeSpinsRedeemedBy : repo.redeemedBy)(db, userId, promo.id)) reason = 'promo_code_used';
    else if (promo.usesLeft !== null && promo.usesLeft <= 0) reason = 'promo_code_exhausted';
    else
      reason = eligibilityError(definition.eligibility, {
        country: (await playerCountry(db, userId)) ?? null,
        currency,
        isNew: !(await repo.hasCompletedDeposit(db, userId)),
        verified: await playerVerified(db, userId),
      });
    return { code: promo.code, offer: offerOf(row), redeemable: reason === null, reason };
  }

  /**
   * Redeems a promo code granting a no-deposit bonus or a free bet: attempts limited per player
   * (brute force), once per player (unique index), uses left counted under the code's row lock, the amount moved from the house into the
   * player's bonus account in the same transaction as the bonus row.
   */
  async redeem(userId: number, code: string): Promise<PlayerBonusView> {
    const { db } = this.deps;
    if ((await repo.hitCounter(db, `promo:${userId}`, PROMO_WINDOW_S, this.deps.now())) > PROMO_ATTEMPTS)
      throw new DomainError(429, 'promo_code_attempts', 'main_error');
    await this.deps.ensureAccounts(userId);
    const currency = await playerCurrency(db, userId);
    if (currency === undefined) throw new DomainError(401, 'unauthorized', 'main_error');
    const profile = {
      country: (await playerCountry(db, userId)) ?? null,
      currency,
      isNew: !(await repo.hasCompletedDeposit(db, userId)),
      verified: await playerVerified(db, userId),
    };
    const bonusId = await db.transaction(async (tx) => {
      const promo = await repo.lockPromoCode(tx, code);
      if (!promo) throw new DomainError(404, 'promo_code_not_found', 'main_error');
      const row = await repo.findDefinition(tx, promo.definitionId);
      if (!row?.active) throw new DomainError(404, 'promo_code_not_found', 'main_error');
      const definition = definitionOf(row);
      if (!PROMO_KINDS.includes(definition.kind)) throw new DomainError(400, 'promo_code_not_redeemable', 'main_error');
      if (await repo.hasRedeemed(tx, userId, promo.id)) throw new DomainError(409, 'promo_code_used', 'main_error');
      if (promo.usesLeft !== null && promo.usesLeft <= 0)
        throw new DomainError(400, 'promo_code_exhausted', 'main_error');
      const notEligible = eligibilityError(definition.eligibility, profile);
      if (notEligible) throw new DomainError(400, notEligible, 'main_error');
      const bonus = await this.credit(tx, { userId, row, definition, currency, base: 0n, promoCodeId: promo.id });
      // A concurrent redemption by the same player took the unique slot first.
      if (!bonus) throw new DomainError(409, 'promo_code_used', 'main_error');
      await repo.useOnce(tx, promo.id);
      return bonus;
    });
    const view = (await this.bonuses(userId)).find((b) => b.id === bonusId);
    if (!view) throw new Error('bonus vanished');
    return view;
  }

  /**
   * Spec §3 bonus types, account setting first_deposit_bonus_type: when a player's first deposit
   * completes, the newest active first-deposit definition of the product they chose (1 sport,
   * 2 casino) grants its percentage of the deposit; 0 refuses bonuses. Once per player (unique
   * index), the credit a ledger transfer into the bonus account. Answers the bonus id or null.
   */
  async grantFirstDeposit(d: { userId: number; paymentId: string; amount: bigint; currency: string }) {
    const { db } = this.deps;
    const choice = await this.deps.firstDepositChoice(d.userId);
    const product: BonusProduct | null = choice === 1 ? 'sport' : choice === 2 ? 'casino' : null;
    if (product === null) return null;
    if (!(await repo.isFirstDeposit(db, d.userId, d.paymentId))) return null;
    const profile = {
      country: (await playerCountry(db, d.userId)) ?? null,
      currency: d.currency,
      isNew: true,
      verified: await playerVerified(db, d.userId),
    };
    const row = (await repo.firstDepositDefinitions(db, product)).find(
      (r) => eligibilityError(definitionOf(r).eligibility, profile) === null,
    );
    if (!row) return null;
    const definition = definitionOf(row);
    if (grantAmount(definition, d.amount) <= 0n) return null;
    const bonus = await db.transaction((tx) =>
      this.credit(tx, { userId: d.userId, row, definition, currency: d.currency, base: d.amount, promoCodeId: null }),
    );
    return bonus ?? null;
  }

  /**
   * Writes the player's bonus and moves its amount from the house into the bonus account, in the
   * caller's transaction. Undefined when the unique slot (promo once, first deposit once) is taken.
   */
  private async credit(
    tx: Tx,
    g: {
      userId: number;
      row: repo.DefinitionRow;
      definition: BonusDefinition;
      currency: string;
      base: bigint;
      promoCodeId: number | null;
    },
  ): Promise<number | undefined> {
    const accountId = await repo.bonusAccount(tx, g.userId, g.currency);
    if (accountId === undefined) throw new DomainError(400, 'bonus_account_missing', 'main_error');
    const amount = grantAmount(g.definition, g.base);
    if (amount <= 0n) throw new DomainError(400, 'invalid_amount', 'main_error');
    const at = this.deps.now();
    const bonus = await repo.insertPlayerBonus(tx, {
      userId: g.userId,
      definitionId: g.row.id,
      accountId,
      source: g.promoCodeId === null ? 'first_deposit' : 'promo',
      promoCodeId: g.promoCodeId,
      amount,
      currency: g.currency,
      wageringRequired: wageringRequired(g.definition, amount),
      grantedAt: new Date(at),
      expiresAt: new Date(expiresAt(g.definition, at)),
    });
    if (!bonus) return undefined;
    const house = await houseAccount(tx, HOUSE_BONUSES, g.currency);
    await transfer(tx, {
      idempotencyKey: `bonus:grant:${bonus.id}`,
      kind: 'bonus_grant',
      postings: move(house, accountId, amount),
      meta: { playerBonusId: bonus.id, promoCodeId: g.promoCodeId, definitionId: g.row.id },
    }).catch((err: unknown) => {
      if (err instanceof LedgerError) throw new DomainError(400, err.code, 'main_error');
      throw err;
    });
    return bonus.id;
  }

  /** Public promotion pages (issue 16): one active promotion's full terms (promotion-pages.ts). */
  promotionTerms(id: number): Promise<BonusDefinitionView> {
    return promotionTerms(this.deps.db, id);
  }

  /** Public promotion pages (issue 16): a campaign landing by its id, limited per client address. */
  landing(landingId: string, client: string): Promise<LandingAnswer> {
    return landing(this.deps.db, landingId, client, this.deps.now());
  }

  /** A settled qualifying stake (own transaction); callers with a transaction use recordStakeTx. */
  async recordStake(userId: number, stake: QualifyingStake): Promise<bigint> {
    return this.deps.db.transaction((tx) => recordStakeTx(tx, userId, stake));
  }

  /**
   * office/casino/vipcashback and premiumcashback: each active cashback programme's current period in
   * the player's currency (stakes, wins, bonuses, net loss; what it would pay now by the payout job's
   * rule, issue 16 cashback by VIP level: casino at the player's level) and the payments made.
   */
  async cashback(userId: number): Promise<CashbackAnswer> {
    const { db } = this.deps;
    const currency = (await playerCurrency(db, userId)) ?? '';
    const period = cashbackPeriod(this.deps.now());
    const rows = (await repo.activeDefinitions(db)).filter((r) => r.kind === 'cashback');
    const programmes = [];
    for (const row of rows) {
      const t = (await periodTotals(db, row.product as BonusProduct, period, [userId])).find(
        (x) => x.currency === currency,
      ) ?? { stakes: 0n, wins: 0n, bonuses: 0n };
      const loss = netLoss(t);
      programmes.push({
        offer: offerOf(row),
        stakesMinor: t.stakes.toString(),
        winsMinor: t.wins.toString(),
        bonusesMinor: t.bonuses.toString(),
        netLossMinor: loss.toString(),
        expectedMinor: (await definitionCashback(db, row, userId, period, loss)).toString(),
      });
    }
    const payments = (await cashbackPayments(db, userId)).map((p) => ({
      amountMinor: p.amount.toString(),
      currency: p.currency,
      at: p.at.toISOString(),
      periodStart: String((p.meta as { periodStart?: unknown }).periodStart ?? ''),
    }));
    return {
      currency,
      period: { start: new Date(period.start).toISOString(), end: new Date(period.end).toISOString() },
      programmes,
      payments,
    };
  }

  /**
   * Pays the last complete period's cashback of every active cashback definition (a leader job's
   * step; once per period per player by the ledger key). Answers how many payments were made.
   */
  async payCashback(): Promise<number> {
    const { db } = this.deps;
    const period = previousCashbackPeriod(this.deps.now());
    if (this.cashbackDone === period.start) return 0;
    let paid = 0;
    for (const row of (await repo.activeDefinitions(db)).filter((r) => r.kind === 'cashback'))
      paid += await payPeriod(db, row, period, async (userId, currency) => {
        const profile = {
          country: (await playerCountry(db, userId)) ?? null,
          currency,
          isNew: !(await repo.hasCompletedDeposit(db, userId)),
          verified: await playerVerified(db, userId),
        };
        return eligibilityError(definitionOf(row).eligibility, profile) === null;
      });
    this.cashbackDone = period.start;
    return paid;
  }

  /** The period this node has paid already (a later run of the same period only re-reads). */
  private cashbackDone: number | null = null;

  /** Expires the bonuses whose time has come (a leader job's step). */
  async expireDue(): Promise<number> {
    const bonuses = await this.deps.db.transaction((tx) => expireDueTx(tx, this.deps.now()));
    // Issue 16 free spins past their expiry: spins removed, winnings so far granted.
    return bonuses + (await this.deps.db.transaction((tx) => expireFreeSpinsTx(tx, this.deps.now())));
  }

  /** Issue 16: the player's active free spins (of one slot). */
  freeSpins(userId: number, gameId?: string) {
    return activeFreeSpins(this.deps.db, userId, this.deps.now(), gameId);
  }

  /** Issue 16: a promo code granting free spins (free-spins-redeem.ts). */
  async redeemFreeSpins(userId: number, code: string): Promise<FreeSpinsView> {
    // The winnings land on the bonus account: it exists before the spins do.
    await this.deps.ensureAccounts(userId);
    const limit = { attempts: PROMO_ATTEMPTS, windowS: PROMO_WINDOW_S };
    return redeemFreeSpinsCode(this.deps.db, { userId, code, now: this.deps.now(), limit });
  }

  /** Issue 16: an operator grants a free-spins definition to a player. */
  async grantFreeSpins(userId: number, definitionId: number): Promise<FreeSpinsView> {
    if ((await playerCurrency(this.deps.db, userId)) === undefined)
      throw new DomainError(404, 'user_not_found', 'main_error');
    await this.deps.ensureAccounts(userId);
    const at = this.deps.now();
    const row = await this.deps.db.transaction((tx) =>
      grantFreeSpinsTx(tx, { userId, definitionId, source: 'operator', promoCodeId: null, at }),
    );
    if (!row) throw new Error('free spins not granted');
    return freeSpinsView(row);
  }
}
