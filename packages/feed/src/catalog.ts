import { SPORT_IDS, type SportId } from '@sb/contracts';

/** How a sport is priced and how its results look. */
export type SportModel = 'football' | 'hockey' | 'basketball' | 'tennis' | 'sets' | 'mma' | 'outright';

/** How competitors of a sport are named. */
export type Naming = 'club' | 'player' | 'esports' | 'fighter' | 'outright';

export interface ChampTemplate {
  readonly name: string;
  readonly countryCode: string | null;
  readonly isTop: boolean;
}

export interface SportSpec {
  readonly id: SportId;
  readonly nameEng: string;
  readonly slug: string;
  readonly model: SportModel;
  readonly naming: Naming;
  /** Sets, maps or games needed to win is (bestOf + 1) / 2. */
  readonly bestOf: number;
  readonly teamsPerChamp: number;
  /** Mean games per championship per weekday, Monday first. */
  readonly gamesPerWeekday: readonly [number, number, number, number, number, number, number];
  /** Kick-off hours (UTC) games are spread over. */
  readonly hours: readonly [number, number];
  readonly durationMinutes: number;
  readonly champs: readonly ChampTemplate[];
}

/** Countries with their English names, for championship names. */
const COUNTRIES: Readonly<Record<string, string>> = {
  GB: 'English',
  ES: 'Spanish',
  DE: 'German',
  IT: 'Italian',
  FR: 'French',
  NL: 'Dutch',
  PT: 'Portuguese',
  BE: 'Belgian',
  TR: 'Turkish',
  BR: 'Brazilian',
  AR: 'Argentine',
  US: 'American',
  MX: 'Mexican',
  JP: 'Japanese',
  SE: 'Swedish',
  NO: 'Norwegian',
  DK: 'Danish',
  PL: 'Polish',
  CZ: 'Czech',
  AT: 'Austrian',
  CH: 'Swiss',
  GR: 'Greek',
  SC: 'Scottish',
  FI: 'Finnish',
  CA: 'Canadian',
  CN: 'Chinese',
  KR: 'Korean',
  AU: 'Australian',
  RS: 'Serbian',
  HR: 'Croatian',
  LT: 'Lithuanian',
  SK: 'Slovak',
};

function national(codes: readonly string[], names: readonly string[], topCodes: readonly string[]): ChampTemplate[] {
  const champs: ChampTemplate[] = [];
  for (const code of codes) {
    const adjective = COUNTRIES[code] ?? code;
    names.forEach((name, tier) => {
      champs.push({ name: `${adjective} ${name}`, countryCode: code, isTop: tier === 0 && topCodes.includes(code) });
    });
  }
  return champs;
}

function international(names: readonly string[], topCount: number): ChampTemplate[] {
  return names.map((name, i) => ({ name, countryCode: null, isTop: i < topCount }));
}

const WEEKEND: SportSpec['gamesPerWeekday'] = [0.6, 0.8, 0.8, 0.6, 0.8, 3.5, 3.5];
const DAILY = (n: number): SportSpec['gamesPerWeekday'] => [n, n, n, n, n, n, n];

const FOOTBALL_COUNTRIES = [
  'GB',
  'ES',
  'DE',
  'IT',
  'FR',
  'NL',
  'PT',
  'BE',
  'TR',
  'BR',
  'AR',
  'US',
  'MX',
  'JP',
  'SE',
  'NO',
  'DK',
  'PL',
  'CZ',
  'AT',
  'CH',
  'GR',
];

export const SPORTS: readonly SportSpec[] = [
  {
    id: SPORT_IDS.football,
    nameEng: 'Football',
    slug: 'football',
    model: 'football',
    naming: 'club',
    bestOf: 1,
    teamsPerChamp: 18,
    gamesPerWeekday: WEEKEND,
    hours: [11, 21],
    durationMinutes: 115,
    champs: [
      ...international(['Champions Cup', 'Continental League', 'Conference Trophy', 'World Qualifiers'], 2),
      ...national(FOOTBALL_COUNTRIES, ['Premier Division', 'First League'], ['GB', 'ES', 'DE', 'IT', 'FR']),
    ],
  },
  {
    id: SPORT_IDS.iceHockey,
    nameEng: 'Ice Hockey',
    slug: 'ice-hockey',
    model: 'hockey',
    naming: 'club',
    bestOf: 1,
    teamsPerChamp: 16,
    gamesPerWeekday: DAILY(2.2),
    hours: [16, 23],
    durationMinutes: 150,
    champs: [
      ...international(['Global Hockey League', 'Champions Hockey Cup'], 1),
      ...national(['US', 'CA', 'SE', 'FI', 'CZ', 'CH', 'DE', 'SK', 'AT', 'NO'], ['Hockey League'], ['US', 'SE']),
    ],
  },
  {
    id: SPORT_IDS.basketball,
    nameEng: 'Basketball',
    slug: 'basketball',
    model: 'basketball',
    naming: 'club',
    bestOf: 1,
    teamsPerChamp: 16,
    gamesPerWeekday: DAILY(2),
    hours: [15, 23],
    durationMinutes: 135,
    champs: [
      ...international(['Continental Basketball League', 'Euro Basket Cup'], 1),
      ...national(
        ['US', 'ES', 'TR', 'GR', 'IT', 'FR', 'DE', 'LT', 'RS', 'AU', 'CN', 'KR'],
        ['Basketball League'],
        ['US', 'ES'],
      ),
    ],
  },
  {
    id: SPORT_IDS.tennis,
    nameEng: 'Tennis',
    slug: 'tennis',
    model: 'tennis',
    naming: 'player',
    bestOf: 3,
    teamsPerChamp: 32,
    gamesPerWeekday: DAILY(4),
    hours: [9, 20],
    durationMinutes: 120,
    champs: [
      ...international(['Men Masters Tour', 'Women Masters Tour'], 2),
      ...national(['AU', 'FR', 'GB', 'US', 'ES', 'IT', 'DE', 'JP', 'CN', 'MX', 'AR', 'CH'], ['Open'], ['FR', 'GB']),
    ],
  },
  {
    id: SPORT_IDS.volleyball,
    nameEng: 'Volleyball',
    slug: 'volleyball',
    model: 'sets',
    naming: 'club',
    bestOf: 5,
    teamsPerChamp: 12,
    gamesPerWeekday: DAILY(1.2),
    hours: [14, 21],
    durationMinutes: 110,
    champs: [
      ...international(['Volleyball Nations Cup'], 1),
      ...national(['IT', 'PL', 'BR', 'TR', 'RS', 'FR', 'DE', 'JP', 'GR'], ['Volleyball League'], ['IT']),
    ],
  },
  {
    id: SPORT_IDS.tableTennis,
    nameEng: 'Table Tennis',
    slug: 'table-tennis',
    model: 'sets',
    naming: 'player',
    bestOf: 5,
    teamsPerChamp: 24,
    gamesPerWeekday: DAILY(7),
    hours: [6, 22],
    durationMinutes: 40,
    champs: [
      ...international(['Table Tennis Pro Series', 'Challenger Series'], 0),
      ...national(['CZ', 'PL', 'CN', 'JP', 'DE', 'KR'], ['Table Tennis League'], []),
    ],
  },
  {
    id: SPORT_IDS.cs2,
    nameEng: 'Counter-Strike 2',
    slug: 'cs2',
    model: 'sets',
    naming: 'esports',
    bestOf: 3,
    teamsPerChamp: 16,
    gamesPerWeekday: DAILY(2.5),
    hours: [10, 23],
    durationMinutes: 150,
    champs: international(
      [
        'CS2 Major',
        'CS2 Pro League',
        'CS2 Masters',
        'CS2 Challenger',
        'CS2 Open Qualifier',
        'CS2 Asia Cup',
        'CS2 Americas Cup',
        'CS2 Nordic Cup',
      ],
      2,
    ),
  },
  {
    id: SPORT_IDS.dota2,
    nameEng: 'Dota 2',
    slug: 'dota-2',
    model: 'sets',
    naming: 'esports',
    bestOf: 3,
    teamsPerChamp: 16,
    gamesPerWeekday: DAILY(2.5),
    hours: [8, 22],
    durationMinutes: 150,
    champs: international(
      [
        'Dota 2 International Qualifier',
        'Dota 2 Pro Circuit',
        'Dota 2 Masters',
        'Dota 2 Asia League',
        'Dota 2 Europe League',
        'Dota 2 Open',
      ],
      1,
    ),
  },
  {
    id: SPORT_IDS.lol,
    nameEng: 'League of Legends',
    slug: 'league-of-legends',
    model: 'sets',
    naming: 'esports',
    bestOf: 3,
    teamsPerChamp: 10,
    gamesPerWeekday: DAILY(2),
    hours: [9, 21],
    durationMinutes: 120,
    champs: international(
      [
        'LoL World Series',
        'LoL Europe Championship',
        'LoL Korea Championship',
        'LoL China League',
        'LoL Americas League',
        'LoL Challengers',
      ],
      1,
    ),
  },
  {
    id: SPORT_IDS.mma,
    nameEng: 'MMA',
    slug: 'mma',
    model: 'mma',
    naming: 'fighter',
    bestOf: 3,
    teamsPerChamp: 24,
    gamesPerWeekday: [0, 0, 0, 0, 1, 4, 1],
    hours: [18, 23],
    durationMinutes: 30,
    champs: [
      ...international(['Ultimate Fighting League', 'Cage Warriors Series', 'Global Fight Night'], 1),
      ...national(['US', 'BR'], ['Fight Series'], []),
    ],
  },
  {
    id: SPORT_IDS.longTerm,
    nameEng: 'Long-term bets',
    slug: 'long-term',
    model: 'outright',
    naming: 'outright',
    bestOf: 1,
    teamsPerChamp: 16,
    gamesPerWeekday: DAILY(0.3),
    hours: [12, 20],
    durationMinutes: 60,
    champs: [
      ...national(['GB', 'ES', 'DE', 'IT', 'FR'], ['Football Winner'], ['GB']),
      ...international(
        ['World Cup Winner', 'Basketball Champions', 'Tennis Year-End Number One', 'Esports World Champion'],
        1,
      ),
      { name: 'Next Election Winner', countryCode: 'US', isTop: false },
      { name: 'Next Prime Minister', countryCode: 'GB', isTop: false },
    ],
  },
];
