import type { Champ } from '@sb/contracts';
import { SPORT_IDS } from '@sb/contracts/line-ids';
import type { LineApi } from '../api/line-api';

/** Spec §2 champion-league style pages: champ, epl, laliga, europaleague, ipl. */
export const THEMED_IDS = ['champ', 'epl', 'laliga', 'europaleague', 'ipl'] as const;
export type ThemedId = (typeof THEMED_IDS)[number];

/** Which championship each themed page shows: a football championship by name, or a search. */
const THEMED_CHAMPS: Readonly<Record<ThemedId, { sportId: number | null; name: RegExp; country?: string }>> = {
  champ: { sportId: SPORT_IDS.football, name: /champions (league|cup)/i },
  epl: { sportId: SPORT_IDS.football, name: /premier (league|division)/i, country: 'GB' },
  laliga: { sportId: SPORT_IDS.football, name: /la ?liga|primera|premier division/i, country: 'ES' },
  europaleague: { sportId: SPORT_IDS.football, name: /europa league|continental league/i },
  ipl: { sportId: null, name: /indian premier league|\bipl\b/i },
};

export function pickThemedChamp(champs: readonly Champ[], themed: ThemedId): Champ | null {
  const rule = THEMED_CHAMPS[themed];
  const matching = champs.filter(
    (c) =>
      rule.name.test(c.name) &&
      (!rule.country || c.countryCode === null || c.countryCode.toUpperCase().startsWith(rule.country)),
  );
  return matching.sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.gamesCount - a.gamesCount)[0] ?? null;
}

export async function themedChampOf(api: LineApi, themed: ThemedId): Promise<Champ | null> {
  const { sportId } = THEMED_CHAMPS[themed];
  try {
    const champs = sportId !== null ? (await api.champs(sportId)).champs : (await api.search('Premier League')).champs;
    return pickThemedChamp(champs, themed);
  } catch {
    return null;
  }
}

/** YYYY-MM-DD of a moment in UTC (the results calendar and SEO dates). */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
