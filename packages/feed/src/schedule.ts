import { random } from './random';
import type { ResultDraws } from './result-draws';
import type { FeedGame } from './types';
import type { WorldChamp } from './world';

export const DAY_MS = 86_400_000;
/** Day number (since 1970-01-01) of 2024-01-01: no game starts before it. */
const EPOCH_DAY = 19_723;
/** At most this many games of one championship start on one day (4 bits of the game id). */
const MAX_GAMES_PER_CHAMP_DAY = 16;
/** Share of games that are cancelled (status 5) at their start. */
export const CANCELLED_SHARE = 0.01;

const OUTRIGHT_TITLES = ['Winner', 'Champion', 'Outright winner', 'Title winner'];
const POLITICS_TITLES = ['Next election winner', 'Most votes', 'Next leader', 'Party leader'];

export interface GameAddress {
  readonly day: number;
  readonly champIndex: number;
  readonly slot: number;
}

/** Game ids pack (day since 2024-01-01, championship index, slot): a game is found without a scan. */
export function gameIdOf({ day, champIndex, slot }: GameAddress): number {
  return ((day - EPOCH_DAY) * 256 + champIndex) * MAX_GAMES_PER_CHAMP_DAY + slot + 1;
}

export function addressOf(gameId: number): GameAddress | null {
  if (!Number.isSafeInteger(gameId) || gameId < 1) return null;
  const packed = gameId - 1;
  const slot = packed % MAX_GAMES_PER_CHAMP_DAY;
  const rest = Math.floor(packed / MAX_GAMES_PER_CHAMP_DAY);
  return { day: Math.floor(rest / 256) + EPOCH_DAY, champIndex: rest % 256, slot };
}

export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** Issue 25 item 2: a cancellation settles bets (refunds), so it is a secret draw, not the seed's. */
export function isCancelled(draws: ResultDraws, gameId: number): boolean {
  return draws.unit('cancel', gameId) < CANCELLED_SHARE;
}

/** The games of one championship starting on one day: a pure function of (seed, champ, day). */
export function champDayGames(seed: number, champ: WorldChamp, day: number): FeedGame[] {
  if (day < EPOCH_DAY) return [];
  const spec = champ.spec;
  const rng = random(seed, 2, champ.index, day);
  const weekday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday; Monday is 0
  const mean = spec.gamesPerWeekday[weekday] ?? 0;
  const isOutright = champ.eventTeamId !== null;
  const maxGames = isOutright ? 1 : Math.min(MAX_GAMES_PER_CHAMP_DAY, Math.floor(champ.teamIds.length / 2));
  const count = Math.min(maxGames, Math.floor(mean * (0.6 + 0.8 * rng.next()) + rng.next()));
  if (count === 0) return [];
  const order = rng.shuffle(champ.teamIds);
  const [firstHour, lastHour] = spec.hours;
  const quarters = (lastHour - firstHour) * 4;
  const games: FeedGame[] = [];
  for (let slot = 0; slot < count; slot++) {
    const startAt = day * DAY_MS + (firstHour * 60 + rng.int(0, quarters) * 15) * 60_000;
    const id = gameIdOf({ day, champIndex: champ.index, slot });
    const isTop = rng.next() < (champ.isTop ? 0.6 : 0.03);
    const endAt = startAt + spec.durationMinutes * 60_000;
    if (isOutright) {
      const year = new Date(startAt).getUTCFullYear() + 1;
      const titles = /election|minister/i.test(champ.name) ? POLITICS_TITLES : OUTRIGHT_TITLES;
      games.push({
        id,
        sportId: champ.sportId,
        champId: champ.id,
        team1Id: champ.eventTeamId ?? 0,
        team2Id: null,
        title: `${rng.pick(titles)} ${year}`,
        startAt,
        endAt,
        isTop,
      });
    } else {
      const team1Id = order[slot * 2];
      const team2Id = order[slot * 2 + 1];
      if (team1Id === undefined || team2Id === undefined) break;
      games.push({
        id,
        sportId: champ.sportId,
        champId: champ.id,
        team1Id,
        team2Id,
        title: null,
        startAt,
        endAt,
        isTop,
      });
    }
  }
  return games;
}
