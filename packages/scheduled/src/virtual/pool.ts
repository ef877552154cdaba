import type { ScheduledCompetitor } from '../types';

/**
 * Issue 19 virtual sports: the fixed pools of competitors. A round's field is picked from its
 * type's pool by the round's public seed alone (never the draw seed), so the race card and the
 * prices are known, and the same on every node, before the draw exists.
 *
 * Team ids: sport id × 10 000 + pool number (1-based), e.g. 3_110_001 for the first football
 * team of sport 311; unique per sport and decodable (race forecasts encode pool numbers).
 */

/** One pool entry: name, optional 2–3 letter short name (else from the initials), base rating. */
export type PoolEntry = readonly [name: string, rating: number, short?: string];

const PALETTE = [
  '#b91c1c',
  '#1d4ed8',
  '#15803d',
  '#f59e0b',
  '#7c3aed',
  '#0f766e',
  '#f8fafc',
  '#111827',
  '#ea580c',
  '#db2777',
  '#0284c7',
  '#65a30d',
] as const;

export const teamIdOf = (sportId: number, poolNumber: number): number => sportId * 10_000 + poolNumber;
export const poolNumberOf = (sportId: number, teamId: number): number => teamId - sportId * 10_000;

/** Initials of a multi-word name ("Silver Arrow" → "SA"), else its first three letters. */
export function shortOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  const letters = words.length >= 2 ? words.map((w) => w[0] ?? '').join('') : name.replace(/[^A-Za-z]/g, '');
  return letters.slice(0, 3).toUpperCase();
}

/** Pool entry `index` (0-based) as a competitor with its two colours (never the same two). */
export function competitorOf(sportId: number, pool: readonly PoolEntry[], index: number): ScheduledCompetitor {
  const entry = pool[index];
  if (entry === undefined) throw new RangeError(`no pool entry ${index}`);
  const [name, rating, short] = entry;
  const first = index % PALETTE.length;
  const second = (first + 1 + ((index * 5) % (PALETTE.length - 1))) % PALETTE.length;
  return {
    id: teamIdOf(sportId, index + 1),
    name,
    short: short ?? shortOf(name),
    colors: [PALETTE[first] ?? '#000000', PALETTE[second] ?? '#ffffff'],
    strength: rating,
  };
}

/** mulberry32: a small 32-bit generator for the public choices (not for draws). */
export function publicRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct pool entries in race-card order, each with the round's form: its base rating
 * moved by up to ±`formSpread` (a whole number), so the same pairing is not always priced alike.
 */
export function pickField(
  sportId: number,
  pool: readonly PoolEntry[],
  count: number,
  publicSeed: number,
  formSpread: number,
): ScheduledCompetitor[] {
  if (count > pool.length) throw new RangeError(`cannot pick ${count} of ${pool.length}`);
  const random = publicRandom(publicSeed);
  const indices = pool.map((_, i) => i);
  const field: ScheduledCompetitor[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    const picked = indices[j] ?? 0;
    indices[j] = indices[i] ?? 0;
    indices[i] = picked;
    const base = competitorOf(sportId, pool, picked);
    const form = Math.round((random() * 2 - 1) * formSpread);
    field.push({ ...base, strength: base.strength + form });
  }
  return field;
}

export const FOOTBALL_POOL: readonly PoolEntry[] = [
  ['Northbridge United', 86, 'NBU'],
  ['Redhaven City', 84, 'RHC'],
  ['Port Alden', 80, 'PAL'],
  ['Kingsmoor Rovers', 78, 'KMR'],
  ['Eastvale Athletic', 77, 'EVA'],
  ['Silverlake FC', 76, 'SLK'],
  ['Grimsworth Town', 74, 'GRT'],
  ['Ashford Wanderers', 73, 'ASW'],
  ['Coldwater Albion', 72, 'CWA'],
  ['Dunmore Harriers', 71, 'DMH'],
  ['Westgate Rangers', 70, 'WGR'],
  ['Highfield Dynamo', 69, 'HFD'],
  ['Brackenport', 68, 'BRP'],
  ['Oakridge Sporting', 67, 'OKS'],
  ['Fenwick Borough', 65, 'FWB'],
  ['Marlow Vale', 63, 'MVL'],
];

export const HORSE_POOL: readonly PoolEntry[] = [
  ['Silver Arrow', 92],
  ['Midnight Comet', 90],
  ['Golden Lancer', 89],
  ['Storm Chaser', 88],
  ['Royal Verdict', 87],
  ['Desert Mirage', 86],
  ['Highland Fling', 85],
  ['Copper Crown', 84],
  ['Velvet Thunder', 83],
  ['Morning Glory', 82],
  ['Iron Duke', 81],
  ['Paper Moon', 80],
  ['Blue Harbour', 79],
  ['Wild Orchid', 78],
  ['Lucky Tempest', 77],
  ['Scarlet Ember', 76],
  ['Northern Dancer', 75],
  ['Quiet Riot', 74],
  ['Amber Sky', 73],
  ['Frosty Knight', 72],
  ['Jade Empress', 71],
  ['Tin Soldier', 70],
  ['Rolling Stone', 69],
  ['Last Chance', 67],
];

export const GREYHOUND_POOL: readonly PoolEntry[] = [
  ['Rapid Rocket', 90],
  ['Swift Shadow', 88],
  ['Bolt Bay', 87],
  ['Dash Dancer', 86],
  ['Flying Biscuit', 85],
  ['Zippy Zed', 84],
  ['Turbo Tess', 83],
  ['Blaze Runner', 82],
  ['Quick Silver', 81],
  ['Jet Jasper', 80],
  ['Nimble Nell', 79],
  ['Comet Kid', 78],
  ['Sprint Sally', 77],
  ['Whizz Bang', 76],
  ['Lightning Lou', 75],
  ['Breezy Boy', 74],
  ['Spark Plug', 73],
  ['Lazy Larry', 71],
];

export const TENNIS_POOL: readonly PoolEntry[] = [
  ['Leon Marsh', 92, 'MAR'],
  ['Tomas Varga', 90, 'VAR'],
  ['Ravi Dalal', 89, 'DAL'],
  ['Mateo Ibarra', 88, 'IBA'],
  ['Jonas Falk', 87, 'FAL'],
  ['Kenji Arata', 86, 'ARA'],
  ['Pierre Lunel', 85, 'LUN'],
  ['Ivan Sokol', 84, 'SOK'],
  ['Diego Rivas', 83, 'RIV'],
  ['Oscar Lindqvist', 82, 'LIN'],
  ['Samir Haddad', 81, 'HAD'],
  ['Luca Ferri', 80, 'FER'],
  ['Noah Brandt', 79, 'BRA'],
  ['Felix Oduya', 78, 'ODU'],
  ['Adam Novak', 77, 'NOV'],
  ['Elias Croft', 75, 'CRO'],
];
