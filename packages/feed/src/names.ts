import type { Random } from './random';

const ONSETS = [
  'B',
  'Br',
  'C',
  'D',
  'Dr',
  'F',
  'G',
  'Gr',
  'H',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'St',
  'T',
  'Tr',
  'V',
  'W',
  'Z',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ar', 'el', 'or', 'an', 'en', 'ia', 'io'];
const CODAS = ['', 'n', 'r', 'l', 's', 'th', 'nd', 'rk', 'x', 'm', 'v'];
const CITY_ENDINGS = [
  'ton',
  'ford',
  'burg',
  'ville',
  'holm',
  'stad',
  'mont',
  'port',
  'field',
  'haven',
  'dale',
  'grad',
  'ona',
  'ia',
];
const CLUB_PREFIXES = ['FC', 'Real', 'Sporting', 'Athletic', 'Dynamo', 'Racing', 'Union', 'Olympic'];
const CLUB_SUFFIXES = [
  'United',
  'City',
  'Rovers',
  'Wanderers',
  'Athletic',
  'Town',
  'FC',
  'Albion',
  'Rangers',
  'Stars',
  'Falcons',
  'Wolves',
  'Titans',
  'Lions',
  'Sharks',
  'Bears',
  'Hawks',
  'Kings',
];
const ESPORTS_ADJECTIVES = [
  'Nova',
  'Dark',
  'Iron',
  'Neon',
  'Silent',
  'Crimson',
  'Rapid',
  'Frozen',
  'Golden',
  'Hyper',
  'Astral',
  'Savage',
  'Lunar',
  'Quantum',
  'Phantom',
  'Vortex',
];
const ESPORTS_NOUNS = [
  'Gaming',
  'Esports',
  'Squad',
  'Legion',
  'Dynasty',
  'Collective',
  'Syndicate',
  'Wolves',
  'Dragons',
  'Ravens',
  'Vipers',
  'Knights',
  'Ronin',
  'Pulse',
];
const FIRST_NAMES = [
  'Alex',
  'Maria',
  'Lukas',
  'Sofia',
  'Mateo',
  'Elena',
  'Jonas',
  'Ana',
  'Ivan',
  'Nina',
  'Leo',
  'Clara',
  'Marco',
  'Ella',
  'Tomas',
  'Mila',
  'Hugo',
  'Lena',
  'Oscar',
  'Iris',
  'Felix',
  'Vera',
  'Dario',
  'Noor',
];

/** Colours for generated logos: strong enough to read white or black text on. */
const PALETTE = [
  '#c8102e',
  '#003087',
  '#ffd100',
  '#00843d',
  '#000000',
  '#ffffff',
  '#6cace4',
  '#f47920',
  '#5b2c83',
  '#7a263a',
  '#009edb',
  '#e4002b',
  '#1d428a',
  '#fdb927',
  '#00a398',
  '#8a8d8f',
];

function word(rng: Random, syllables: number): string {
  let text = '';
  for (let i = 0; i < syllables; i++) {
    text += (i === 0 ? rng.pick(ONSETS) : rng.pick(ONSETS).toLowerCase()) + rng.pick(VOWELS);
  }
  return text + rng.pick(CODAS);
}

function city(rng: Random): string {
  return word(rng, rng.int(1, 2)) + rng.pick(CITY_ENDINGS);
}

function surname(rng: Random): string {
  return word(rng, rng.int(2, 3));
}

export interface GeneratedName {
  readonly name: string;
  readonly short: string;
  readonly colors: readonly [string, string];
}

export type NameStyle = 'club' | 'player' | 'esports' | 'fighter' | 'person';

/** A fictional, plausible competitor name with a short code and two logo colours. */
export function generateName(rng: Random, style: NameStyle): GeneratedName {
  let name: string;
  let short: string;
  switch (style) {
    case 'club': {
      const town = city(rng);
      const r = rng.next();
      name = r < 0.3 ? `${rng.pick(CLUB_PREFIXES)} ${town}` : r < 0.85 ? `${town} ${rng.pick(CLUB_SUFFIXES)}` : town;
      short = town.slice(0, 3).toUpperCase();
      break;
    }
    case 'esports': {
      const adjective = rng.pick(ESPORTS_ADJECTIVES);
      const noun = rng.pick(ESPORTS_NOUNS);
      name = `${adjective} ${noun}`;
      short = `${adjective.slice(0, 2)}${noun.slice(0, 1)}`.toUpperCase();
      break;
    }
    case 'player': {
      const first = rng.pick(FIRST_NAMES);
      const last = surname(rng);
      name = `${first.slice(0, 1)}. ${last}`;
      short = `${first.slice(0, 1)}${last.slice(0, 2)}`.toUpperCase();
      break;
    }
    case 'fighter':
    case 'person': {
      const first = rng.pick(FIRST_NAMES);
      const last = surname(rng);
      name = `${first} ${last}`;
      short = `${first.slice(0, 1)}${last.slice(0, 1)}`.toUpperCase();
      break;
    }
  }
  const first = rng.int(0, PALETTE.length - 1);
  const second = (first + rng.int(1, PALETTE.length - 1)) % PALETTE.length;
  return { name, short, colors: [PALETTE[first] ?? '#000000', PALETTE[second] ?? '#ffffff'] };
}

/** URL slug: lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
