import type { SportId, Team } from '@sb/contracts';
import { SPORTS, type SportSpec } from './catalog';
import { generateName, slugify, type NameStyle } from './names';
import { random } from './random';
import type { ChampInfo, SportInfo } from './types';

/** A competitor's hidden strength: `rating` is a z-score within its sport. */
export interface Strength {
  readonly rating: number;
  /** Log-scale Dixon-Coles attack (higher scores more). */
  readonly attack: number;
  /** Log-scale Dixon-Coles defence (negative is good). */
  readonly defence: number;
}

export interface WorldChamp extends ChampInfo {
  /** Position of the championship, used in game ids (below 256). */
  readonly index: number;
  readonly spec: SportSpec;
  /** Long-term championships: the team that stands for the event (team1 of its games). */
  readonly eventTeamId: number | null;
}

export interface World {
  readonly sports: readonly SportInfo[];
  readonly champs: readonly WorldChamp[];
  readonly champsById: ReadonlyMap<number, WorldChamp>;
  readonly teams: ReadonlyMap<number, Team>;
  readonly strengths: ReadonlyMap<number, Strength>;
}

/** Game ids keep the championship index in 8 bits. */
export const MAX_CHAMPS = 256;

const STYLE: Readonly<Record<SportSpec['naming'], NameStyle>> = {
  club: 'club',
  player: 'player',
  esports: 'esports',
  fighter: 'fighter',
  outright: 'club',
};

function outrightStyle(name: string): NameStyle {
  if (/election|minister/i.test(name)) return 'person';
  if (/tennis/i.test(name)) return 'player';
  if (/esports/i.test(name)) return 'esports';
  return 'club';
}

/** Sports, championships and teams: a pure function of the seed. */
export function buildWorld(seed: number): World {
  const teams = new Map<number, Team>();
  const strengths = new Map<number, Strength>();
  const champs: WorldChamp[] = [];
  let nextTeamId = 1;

  const addTeam = (style: NameStyle, sportId: SportId, champIndex: number, slot: number): number => {
    const id = nextTeamId++;
    const rng = random(seed, 1, sportId, champIndex, slot);
    const { name, short, colors } = generateName(rng, style);
    teams.set(id, { id, name, short, colors: [colors[0], colors[1]] });
    const rating = rng.normal();
    strengths.set(id, {
      rating,
      attack: 0.22 * rating + 0.08 * rng.normal(),
      defence: -0.18 * rating + 0.08 * rng.normal(),
    });
    return id;
  };

  for (const spec of SPORTS) {
    for (const template of spec.champs) {
      const index = champs.length;
      if (index >= MAX_CHAMPS) throw new RangeError('too many championships for the game id layout');
      let teamIds: number[] = [];
      let eventTeamId: number | null = null;
      if (spec.model === 'outright') {
        const source = /Football Winner/.test(template.name)
          ? champs.find((c) => c.sportId === 1 && c.countryCode === template.countryCode)
          : undefined;
        if (source !== undefined) {
          teamIds = [...source.teamIds];
        } else {
          const style = outrightStyle(template.name);
          for (let slot = 0; slot < spec.teamsPerChamp; slot++) teamIds.push(addTeam(style, spec.id, index, slot));
        }
        eventTeamId = nextTeamId++;
        teams.set(eventTeamId, { id: eventTeamId, name: template.name, short: 'LT', colors: ['#1d428a', '#ffd100'] });
        strengths.set(eventTeamId, { rating: 0, attack: 0, defence: 0 });
      } else {
        for (let slot = 0; slot < spec.teamsPerChamp; slot++)
          teamIds.push(addTeam(STYLE[spec.naming], spec.id, index, slot));
      }
      const slugBase = slugify(template.name);
      champs.push({
        id: index + 1,
        index,
        sportId: spec.id,
        name: template.name,
        slug: champs.some((c) => c.slug === slugBase) ? `${slugBase}-${index + 1}` : slugBase,
        countryCode: template.countryCode,
        isTop: template.isTop,
        teamIds,
        spec,
        eventTeamId,
      });
    }
  }
  return {
    sports: SPORTS.map(({ id, nameEng, slug }) => ({ id, nameEng, slug })),
    champs,
    champsById: new Map(champs.map((c) => [c.id, c])),
    teams,
    strengths,
  };
}
