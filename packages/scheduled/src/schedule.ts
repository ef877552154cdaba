import { TV_GAME_TYPES, VIRTUAL_SPORT_TYPES, type ScheduledGameType } from '@sb/contracts';
import type { ScheduledGameDef } from './types';

/** The canonical order of the game types: a type's index in it is part of its round ids, forever. */
export const SCHEDULED_TYPES: readonly ScheduledGameType[] = [...TV_GAME_TYPES, ...VIRTUAL_SPORT_TYPES];

/** Rounds are counted from 2024-01-01 00:00 UTC (no round starts before it). */
export const SCHEDULE_EPOCH = Date.UTC(2024, 0, 1);
/**
 * Round ids are line game ids (a 32-bit column): 1.5·10⁹ + type index · 4·10⁷ + round number.
 * The sports' game ids stay far below (they grow by 4 096 a day), and 4·10⁷ rounds of one type
 * last 76 years at one a minute.
 */
export const ROUND_ID_BASE = 1_500_000_000;
const TYPE_SPAN = 40_000_000;
/** Types start apart (20 s per type index) so the lobby's countdowns do not all end together. */
const TYPE_OFFSET_MS = 20_000;

export interface ScheduledRoundRef {
  readonly def: ScheduledGameDef;
  readonly typeIndex: number;
  /** Round number since the epoch (0-based). */
  readonly number: number;
  readonly roundId: number;
  readonly startAt: number;
  readonly endAt: number;
}

/** The schedule of every game type: a pure function of the definitions' order and intervals. */
export class Schedule {
  /** Definitions by canonical type index (a type not given has no rounds). */
  private readonly byIndex: readonly (ScheduledGameDef | undefined)[];

  constructor(defs: readonly ScheduledGameDef[]) {
    if (SCHEDULED_TYPES.length * TYPE_SPAN + ROUND_ID_BASE > 2_147_483_647) throw new RangeError('too many game types');
    this.byIndex = SCHEDULED_TYPES.map((type) => defs.find((d) => d.type === type));
  }

  /** The canonical index of a definition's type (its rounds' id block). */
  indexOf(def: ScheduledGameDef): number {
    return SCHEDULED_TYPES.indexOf(def.type);
  }

  private offset(typeIndex: number, def: ScheduledGameDef): number {
    return (typeIndex * TYPE_OFFSET_MS) % def.intervalMs;
  }

  ref(typeIndex: number, number: number): ScheduledRoundRef | null {
    const def = this.byIndex[typeIndex];
    if (def === undefined || !Number.isInteger(number) || number < 0 || number >= TYPE_SPAN) return null;
    const startAt = SCHEDULE_EPOCH + this.offset(typeIndex, def) + number * def.intervalMs;
    return {
      def,
      typeIndex,
      number,
      roundId: ROUND_ID_BASE + typeIndex * TYPE_SPAN + number,
      startAt,
      endAt: startAt + def.durationMs,
    };
  }

  /** The round of a line game id, or null when the id is not a scheduled round. */
  byId(roundId: number): ScheduledRoundRef | null {
    if (!Number.isSafeInteger(roundId) || roundId < ROUND_ID_BASE) return null;
    const rest = roundId - ROUND_ID_BASE;
    return this.ref(Math.floor(rest / TYPE_SPAN), rest % TYPE_SPAN);
  }

  /** The first round of a type starting at or after `at`. */
  firstFrom(typeIndex: number, at: number): ScheduledRoundRef | null {
    const def = this.byIndex[typeIndex];
    if (def === undefined) return null;
    const n = Math.max(0, Math.ceil((at - SCHEDULE_EPOCH - this.offset(typeIndex, def)) / def.intervalMs));
    return this.ref(typeIndex, n);
  }

  /** Rounds of one type starting in [from, to), in order. */
  between(typeIndex: number, from: number, to: number): ScheduledRoundRef[] {
    const rounds: ScheduledRoundRef[] = [];
    for (let r = this.firstFrom(typeIndex, from); r !== null && r.startAt < to; r = this.ref(typeIndex, r.number + 1))
      rounds.push(r);
    return rounds;
  }

  /** Rounds of every type starting in [from, to), by start then id. */
  allBetween(from: number, to: number): ScheduledRoundRef[] {
    return this.byIndex
      .flatMap((def, i) => (def === undefined ? [] : this.between(i, from, to)))
      .sort((a, b) => a.startAt - b.startAt || a.roundId - b.roundId);
  }
}
