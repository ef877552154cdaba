import { RED_NUMBERS, floatStream, pickIndex } from '@sb/casino';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import type { Draw, TvGame } from './game';
import { TV_MARKET_GROUP as G } from './groups';
import type { TvMarketSpec } from './price';

/**
 * Wheel (issue 19): a European single-zero wheel of 37 pockets, one spin per round, each pocket
 * equally likely. Sectors are the dozens 1–12, 13–24, 25–36 (sector 1–3) and the zero
 * (sector 4), so the sector market is complete. Odd / even and over / under 18.5 count the zero
 * as even and under, as its number says. Result: `periods` = `[[pocket, 0]]`, `home` = pocket.
 */
export const POCKETS = 37;
const RED: ReadonlySet<number> = new Set(RED_NUMBERS);
const HIGH_LOW_LINE = 18.5;

export type Colour = 'red' | 'black' | 'green';
export const colourOf = (pocket: number): Colour => (pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black');
/** 1 … 3 for the dozens, 4 for the zero. */
export const sectorOf = (pocket: number): number => (pocket === 0 ? 4 : Math.ceil(pocket / 12));

const SECTOR_NAMES = ['1–12', '13–24', '25–36', 'Zero'];

/** Exact chance of a set of pockets. */
const chance = (test: (pocket: number) => boolean): number =>
  Array.from({ length: POCKETS }, (_, p) => p).filter(test).length / POCKETS;

function specs(): TvMarketSpec[] {
  return [
    {
      groupId: G.colour,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.colourRed, param: null, fair: chance((p) => colourOf(p) === 'red'), name: 'Red' },
        { typeId: T.colourBlack, param: null, fair: chance((p) => colourOf(p) === 'black'), name: 'Black' },
        { typeId: T.colourGreen, param: null, fair: chance((p) => colourOf(p) === 'green'), name: 'Green (zero)' },
      ],
    },
    {
      groupId: G.sector,
      param: null,
      exclusive: true,
      outcomes: SECTOR_NAMES.map((name, i) => ({
        typeId: T.sector,
        param: i + 1,
        fair: chance((p) => sectorOf(p) === i + 1),
        name,
      })),
    },
    {
      groupId: G.pocketOddEven,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.sumOdd, param: null, fair: chance((p) => p % 2 === 1), name: 'Odd' },
        { typeId: T.sumEven, param: null, fair: chance((p) => p % 2 === 0), name: 'Even (incl. 0)' },
      ],
    },
    {
      groupId: G.pocketHighLow,
      param: HIGH_LOW_LINE,
      exclusive: true,
      outcomes: [
        { typeId: T.sumOver, param: HIGH_LOW_LINE, fair: chance((p) => p > HIGH_LOW_LINE), name: '19–36' },
        { typeId: T.sumUnder, param: HIGH_LOW_LINE, fair: chance((p) => p < HIGH_LOW_LINE), name: '0–18' },
      ],
    },
    {
      groupId: G.pocket,
      param: null,
      exclusive: true,
      outcomes: Array.from({ length: POCKETS }, (_, p) => ({
        typeId: T.pocket,
        param: p,
        fair: 1 / POCKETS,
        name: `Pocket ${p}`,
      })),
    },
  ];
}

function settle(typeId: number, param: number | null, draw: Draw): boolean | null {
  const [only] = draw;
  if (draw.length !== 1 || only === undefined) return null;
  const pocket = only[0];
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= POCKETS) return null;
  switch (typeId) {
    case T.colourRed:
      return colourOf(pocket) === 'red';
    case T.colourBlack:
      return colourOf(pocket) === 'black';
    case T.colourGreen:
      return colourOf(pocket) === 'green';
    case T.sumOdd:
      return pocket % 2 === 1;
    case T.sumEven:
      return pocket % 2 === 0;
  }
  if (param === null) return null;
  switch (typeId) {
    case T.pocket:
      return pocket === param;
    case T.sector:
      return sectorOf(pocket) === param;
    case T.sumOver:
      return pocket > param;
    case T.sumUnder:
      return pocket < param;
    default:
      return null;
  }
}

export const WHEEL: TvGame = {
  type: 'wheel',
  name: 'Wheel',
  intervalMs: 3 * 60_000,
  durationMs: 40_000,
  specs,
  play: (ctx, drawSeed) => {
    const pocket = pickIndex(POCKETS, floatStream(drawSeed, String(ctx.roundId), 0));
    return { draw: [[pocket, 0]], home: pocket, away: 0, kinds: ['pocket'] };
  },
  settle,
};
