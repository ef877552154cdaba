import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import { noStakeLimitsSql } from '../responsible';
import { postingArrays, runNamedStatement, transferCtes, type TransferRow, type Tx } from '../ledger';
import type { PlacementPlan, PlannedLeg } from './placement';
import type { PlacedBoost } from './promo-boost';
import type { CouponWithLegs } from './repository';

/**
 * A whole placement in one statement, hence one round trip and one (implicit) transaction: the
 * ledger's transfer CTEs lock the player's and the house account and check the double-entry rule;
 * `g` holds when the responsible-gaming check was done before ($23) or the player has no limit a
 * stake could run into (the common case: no separate round trip for it); only when both hold is
 * the coupon inserted (`ON CONFLICT (user_id, idempotency_key) DO
 * NOTHING`: a retry or a concurrent twin inserts nothing), its legs with it, and only when the
 * coupon was inserted is the stake `bet_stake:{couponId}` claimed and moved. Issue 16 coupon boost:
 * `pb` reserves the boost code's use (unique per player and code) and the coupon is inserted only
 * if it did, so of two placements with one single-use code only one is placed. So either all of
 * coupon, legs and debit are written or none. The text is constant: a named prepared statement.
 */
const PLACE_SQL = `
with ${transferCtes({
  ids: '$1::int[]',
  amounts: '$2::bigint[]',
  key: `'bet_stake:' || (select id from c)`,
  kind: `'bet_stake'`,
  meta: `jsonb_build_object('couponId', (select id from c)::text)`,
  between: {
    ctes: `g as (select $23::boolean or ${noStakeLimitsSql('$3::int')} as free),
pb as (
  insert into promo_boost_use (user_id, boost_code_id, idempotency_key, used_at)
  select $3::int, $26::int, $19::text, $21::timestamptz
  where $26::int is not null and (select ok from v) and (select free from g)
  on conflict (user_id, boost_code_id) do nothing
  returning id
),
c as (
  insert into bet_coupon (user_id, account_id, currency, type_id, stake, block_stakes, system_value, coef_policy,
    total_coef, anti_express_coef, bonus_coef, possible_win, possible_win_min, max_payout, is_vip, promo_code,
    idempotency_key, request_hash, placed_at, hyper_bonus_percent, hyper_bonus_rules,
    promo_boost_code_id, promo_boost_percent, promo_boost_cap)
  select $3::int, $4::int, $5::text, $6::smallint, $7::bigint, $8::jsonb, $9::smallint, $10::smallint,
    $11::bigint, $12::int, $13::int, $14::bigint, $15::bigint, $16::bigint, $17::boolean, $18::text,
    $19::text, $20::text, $21::timestamptz, $24::smallint, $25::jsonb, $26::int, $27::smallint, $28::bigint
  where (select ok from v) and (select free from g) and ($26::int is null or exists (select 1 from pb))
  on conflict (user_id, idempotency_key) do nothing
  returning id
),
legs as (
  insert into bet_coupon_leg (coupon_id, idx, outcome_id, game_id, sport_id, champ_id, group_id, type_id, param,
    kind, coef, block_id, is_banker, is_lobby, amount, names)
  select c.id, x.idx, x.outcome_id, x.game_id, x.sport_id, x.champ_id, x.group_id, x.type_id, x.param,
    x.kind, x.coef, x.block_id, x.is_banker, x.is_lobby, x.amount, x.names
  from c cross join jsonb_to_recordset($22::jsonb) as x(idx smallint, outcome_id text, game_id int, sport_id int,
    champ_id int, group_id int, type_id int, param float8, kind smallint, coef int, block_id smallint,
    is_banker boolean, is_lobby boolean, amount bigint, names jsonb)
)`,
    gate: 'exists (select 1 from c)',
  },
})}
select (select id from c)::text as coupon_id, (select ok from v) as ok, (select free from g) as rg_free,
  ($26::int is null or exists (select 1 from pb)) as promo_ok,
  (select id from t)::text as txn_id,
  l.id, l.currency, l.balance::text as balance, l.allow_negative, l.closed_at is not null as closed,
  u.balance::text as balance_after
from (select 1) as one left join l on true left join u on u.id = l.id
order by l.id`;

const STATEMENT_NAME = 'bet_place_v4';

export interface PlaceRow extends TransferRow {
  coupon_id: string | null;
  ok: boolean | null;
  /** False: the player has limits and `checkStake` was not asked yet — nothing was written. */
  rg_free: boolean | null;
  /** Issue 16 coupon boost: false when the code's use was taken (this player placed with it already). */
  promo_ok: boolean | null;
}

export interface PlaceParams {
  userId: number;
  accountId: number;
  currency: string;
  house: number;
  coefPolicy: number;
  promoCode: string | null;
  /** Issue 16 coupon boost checked for this coupon (null: none); its use is reserved by the statement. */
  promoBoost: PlacedBoost | null;
  idempotencyKey: string;
  requestHash: string;
  placedAt: Date;
  plan: PlacementPlan;
  /** `rg.checkStake` already allowed this stake. */
  rgChecked: boolean;
}

/**
 * Names kept with a leg for history and print, and whether it was placed live (§4 "bet is live",
 * decided at placement; the history marks such legs).
 */
const namesOf = (l: PlannedLeg) => ({
  champName: l.game.champName,
  team1: l.game.team1.name,
  team2: l.game.team2?.name ?? null,
  title: l.game.title,
  startAt: l.game.startAt,
  isLive: l.isLive,
});

const text = (v: bigint | number | null): string | null => (v === null ? null : v.toString());

/** Runs the placement statement; the caller reads the outcome from the rows (see `PLACE_SQL`). */
export async function runPlaceStatement(handle: Db | Tx, p: PlaceParams): Promise<PlaceRow[]> {
  const { plan } = p;
  const legs = plan.legs.map((l, idx) => ({
    idx,
    outcome_id: l.outcome.id,
    game_id: l.game.id,
    sport_id: l.outcome.sportId,
    champ_id: l.outcome.champId,
    group_id: l.outcome.groupId,
    type_id: l.outcome.typeId,
    param: l.outcome.param,
    kind: l.outcome.kind,
    coef: l.coef,
    block_id: l.blockId,
    is_banker: l.isBanker,
    is_lobby: l.isLobby,
    amount: text(l.amount),
    names: namesOf(l),
  }));
  return runNamedStatement<PlaceRow>(handle, STATEMENT_NAME, PLACE_SQL, [
    ...postingArrays(move(p.accountId, p.house, plan.stake)),
    p.userId,
    p.accountId,
    p.currency,
    plan.typeId,
    plan.stake.toString(),
    plan.blockStakes === null ? null : JSON.stringify(plan.blockStakes),
    plan.systemValue,
    p.coefPolicy,
    text(plan.totalCoef),
    plan.antiExpressCoef,
    plan.bonusCoef,
    plan.possibleWin.toString(),
    text(plan.possibleWinMin),
    plan.maxPayout.toString(),
    plan.isVip,
    p.promoCode,
    p.idempotencyKey,
    p.requestHash,
    p.placedAt.toISOString(),
    JSON.stringify(legs),
    p.rgChecked,
    plan.hyperBonusPercent,
    plan.hyperBonusRules === null ? null : JSON.stringify(plan.hyperBonusRules),
    p.promoBoost?.codeId ?? null,
    p.promoBoost?.percent ?? null,
    p.promoBoost === null ? null : p.promoBoost.cap.toString(),
  ]);
}

/** The coupon as the statement stored it (column defaults of a new coupon), without reading it back. */
export function storedCoupon(p: PlaceParams, id: number): CouponWithLegs {
  const { plan } = p;
  return {
    id,
    userId: p.userId,
    accountId: p.accountId,
    currency: p.currency,
    typeId: plan.typeId,
    stake: plan.stake,
    blockStakes: plan.blockStakes,
    systemValue: plan.systemValue,
    coefPolicy: p.coefPolicy,
    totalCoef: plan.totalCoef,
    antiExpressCoef: plan.antiExpressCoef,
    bonusCoef: plan.bonusCoef,
    hyperBonusPercent: plan.hyperBonusPercent,
    hyperBonusRules: plan.hyperBonusRules,
    hyperBonusPaid: 0n,
    possibleWin: plan.possibleWin,
    possibleWinMin: plan.possibleWinMin,
    maxPayout: plan.maxPayout,
    isVip: plan.isVip,
    promoCode: p.promoCode,
    promoBoostCodeId: p.promoBoost?.codeId ?? null,
    promoBoostPercent: p.promoBoost?.percent ?? null,
    promoBoostCap: p.promoBoost?.cap ?? null,
    promoBoostPaid: 0n,
    status: 'open',
    betStatusId: -1,
    sharePpm: 1_000_000,
    payout: 0n,
    shortfall: 0n,
    cashedOut: 0n,
    cashoutCount: 0,
    idempotencyKey: p.idempotencyKey,
    requestHash: p.requestHash,
    placedAt: p.placedAt,
    settledAt: null,
    settleVersion: 0,
    legs: plan.legs.map((l, idx) => ({
      couponId: id,
      idx,
      outcomeId: l.outcome.id,
      gameId: l.game.id,
      sportId: l.outcome.sportId,
      champId: l.outcome.champId,
      groupId: l.outcome.groupId,
      typeId: l.outcome.typeId,
      param: l.outcome.param,
      kind: l.outcome.kind,
      coef: l.coef,
      blockId: l.blockId,
      isBanker: l.isBanker,
      isLobby: l.isLobby,
      amount: l.amount,
      statusId: -1,
      resultVersion: 0,
      names: namesOf(l),
    })),
  };
}
