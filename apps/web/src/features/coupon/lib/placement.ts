import { COUPON_TYPE, type CouponTypeId } from '@sb/coupon';
import type { PlaceCouponRequest } from '@sb/contracts';
import type { CouponBet, CouponSettings } from '../../../lib/coupon-store';
import { blocksOf } from './coupon-math';
import { isLiveLeg } from './live-legs';

export interface PlacementInput {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  accountId: number;
  amount: bigint | null;
  systemValue: number | null;
  amountByBlockId: Readonly<Record<string, bigint | null>>;
  amountByBetId: Readonly<Record<string, bigint | null>>;
  settings: Pick<CouponSettings, 'changeCoefAction' | 'exactCoef'> &
    Partial<Pick<CouponSettings, 'isDropOnScoreChange'>>;
  isVipBet: boolean;
  promoCode: string;
  antiExpressCoef: number | null;
  idempotencyKey: string;
}

/**
 * The POST /coupons body. With the exact coefficient on, any change must be confirmed (policy 0)
 * whatever policy is chosen: the bet goes in only at the price shown.
 */
export function placementRequest(p: PlacementInput): PlaceCouponRequest {
  const changeCoefAction = p.settings.exactCoef === 1 ? 0 : p.settings.changeCoefAction;
  const req: PlaceCouponRequest = {
    typeId: p.typeId,
    accountId: p.accountId,
    changeCoefAction,
    idempotencyKey: p.idempotencyKey,
    bets: p.bets.map((b) => ({
      outcomeId: b.market.id,
      coef: b.market.coef,
      ...(p.typeId === COUPON_TYPE.conditional ? { blockId: b.blockId } : {}),
      ...(p.typeId === COUPON_TYPE.system ? { isBanker: b.isBanker === true } : {}),
      ...(p.typeId === COUPON_TYPE.multiBet ? { isLobby: b.isLobby === true } : {}),
    })),
  };
  if (p.amount !== null) req.amount = p.amount.toString();
  if (p.systemValue !== null && (p.typeId === COUPON_TYPE.system || p.typeId === COUPON_TYPE.multiBet)) {
    req.systemValue = p.systemValue;
  }
  if (p.isVipBet) req.isVipBet = true;
  // §3 drop on score change: only a live leg has a score that can change during the acceptance delay.
  if (p.settings.isDropOnScoreChange && p.bets.some(isLiveLeg)) req.isDropOnScoreChange = true;
  if (p.promoCode.trim()) req.promoCode = p.promoCode.trim();
  if (p.typeId === COUPON_TYPE.antiExpress && p.antiExpressCoef !== null) req.antiExpressCoef = p.antiExpressCoef;
  if (p.typeId === COUPON_TYPE.conditional) {
    req.amountByBlockId = Object.fromEntries(
      blocksOf(p.bets).map((block, i) => [
        String(block.blockId),
        (p.amountByBlockId[String(block.blockId)] ?? (i === 0 ? p.amount : null) ?? 0n).toString(),
      ]),
    );
  }
  if (p.typeId === COUPON_TYPE.manySingles) {
    req.amountByBetId = Object.fromEntries(
      p.bets.map((b) => [b.market.id, (p.amountByBetId[b.market.id] ?? p.amount ?? 0n).toString()]),
    );
  }
  return req;
}

/** A 409 coef_changed answer applied to the selections: new coefs, with the old kept to show the move. */
export function applyCoefChanges(
  bets: readonly CouponBet[],
  changes: readonly { outcomeId: string; coef: number }[],
): CouponBet[] {
  const byId = new Map(changes.map((c) => [c.outcomeId, c.coef]));
  return bets.map((b) => {
    const coef = byId.get(b.market.id);
    return coef === undefined || coef === b.market.coef
      ? b
      : { ...b, prevCoef: b.market.coef, market: { ...b.market, coef } };
  });
}

export interface CoefChange {
  outcomeId: string;
  coef: number;
}

const isCoefChange = (v: unknown): v is CoefChange =>
  typeof v === 'object' &&
  v !== null &&
  'outcomeId' in v &&
  typeof v.outcomeId === 'string' &&
  'coef' in v &&
  typeof v.coef === 'number' &&
  v.coef > 1;

/**
 * The current prices a 409 coef_changed answer carries (`changes`, `antiExpressCoef`; contracts
 * coefChangedResponseSchema), read by hand so the panel's chunk does not pull the schema library.
 * Malformed entries are dropped.
 */
export function coefChangesOf(body: unknown): { changes: CoefChange[]; antiExpressCoef: number | null } {
  if (typeof body !== 'object' || body === null) return { changes: [], antiExpressCoef: null };
  const changes = 'changes' in body && Array.isArray(body.changes) ? body.changes.filter(isCoefChange) : [];
  const anti = 'antiExpressCoef' in body && typeof body.antiExpressCoef === 'number' ? body.antiExpressCoef : null;
  return { changes, antiExpressCoef: anti };
}
