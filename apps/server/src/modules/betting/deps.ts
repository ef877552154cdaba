import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import type { ConfigService } from '../config';
import type { LinePort } from '../line';
import type { RgService } from '../responsible';
import type { LiveSource, Sleep } from './live-acceptance';
import type { CouponBoostLookup } from './promo-boost';
import type { OnStakesSettled, SettleLeg } from './settlement';

/** What the betting service is made with (app.ts wires the real ones; tests pass their own). */
export interface BettingDeps {
  db: Db;
  /** The line (LineService); undefined until the line module is wired: every outcome is unknown. */
  line: LinePort | undefined;
  rg: Pick<RgService, 'checkStake'> & Partial<Pick<RgService, 'stakeLimitsInSql'>>;
  config: ConfigService;
  bus: EventBus;
  /** Settlement runs on the leader only; without one this node settles. */
  leadership?: Pick<Leadership, 'isLeader' | 'onChange'> | undefined;
  /** settleOutcome of @sb/feed (tests may pass their own). */
  settleLeg: SettleLeg;
  /** Issue 16: coupons settled for the first time, inside the settling transaction (bonus wagering). */
  onStakesSettled?: OnStakesSettled;
  /**
   * Issue 16 no product mixing: may the money on this bonus account be staked on sport? (the
   * bonuses module's port, wired in app.ts; none: every account may).
   */
  sportBonusAllowed?: (accountId: number) => Promise<boolean>;
  /** Issue 16 coupon boost: a promo code's boost terms for the player (bonuses port; none: codes are only stored). */
  couponBoost?: CouponBoostLookup;
  now?: () => number;
  /** Issue 14: the in-play state and decided outcomes (the feed's live interface); none: no live state. */
  live?: LiveSource | undefined;
  /** Issue 14: waits the live acceptance delay (tests pass one that moves their clock). */
  sleep?: Sleep;
  /** Issue 14: how often the leader settles outcomes decided in play (ms; default 3000). */
  inPlayEveryMs?: number;
  /** Issue 12: the one logger shape (app.log or a child of it); silent without one. */
  log?: Logger;
}
