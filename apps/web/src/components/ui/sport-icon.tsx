import type { ReactNode } from 'react';
import { Crosshair, HandFist, HockeyStick, Swords, Trophy, Volleyball, type LucideIcon } from 'lucide-react';
import { SPORT_IDS } from '@sb/contracts/line-ids';

/**
 * Sport icons: Lucide where it has a fitting glyph (tree-shaken named imports), small hand-drawn
 * paths on the same 24×24 stroke grid where it has none (football, basketball, tennis, table
 * tennis, League of Legends). Every sport of the simulated feed has its own icon; an unknown id
 * (a sport added to the feed later) gets a neutral ball.
 */
type Drawn = () => ReactNode;

const FOOTBALL: Drawn = () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10z" />
    <path d="M12 2v5M16 10l5-1.5M14.5 14.5 17.5 19M9.5 14.5 6.5 19M8 10 3 8.5" />
  </>
);
const BASKETBALL: Drawn = () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2v20" />
    <path d="M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2" />
  </>
);
const TENNIS: Drawn = () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M5.2 4.7a10 10 0 0 1 0 14.6M18.8 4.7a10 10 0 0 0 0 14.6" />
  </>
);
const TABLE_TENNIS: Drawn = () => (
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="m15 15 6 6" />
    <circle cx="19" cy="5" r="2" />
  </>
);
const LOL: Drawn = () => (
  <>
    <path d="M6 3h4v14h8l-2 4H6z" />
    <path d="M14 6a7 7 0 0 1 0 12" />
  </>
);
const FALLBACK: Drawn = () => (
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="3" />
  </>
);

const ICONS: ReadonlyMap<number, LucideIcon | Drawn> = new Map<number, LucideIcon | Drawn>([
  [SPORT_IDS.football, FOOTBALL],
  [SPORT_IDS.iceHockey, HockeyStick],
  [SPORT_IDS.basketball, BASKETBALL],
  [SPORT_IDS.tennis, TENNIS],
  [SPORT_IDS.volleyball, Volleyball],
  [SPORT_IDS.tableTennis, TABLE_TENNIS],
  [SPORT_IDS.mma, HandFist],
  [SPORT_IDS.cs2, Crosshair],
  [SPORT_IDS.dota2, Swords],
  [SPORT_IDS.lol, LOL],
  [SPORT_IDS.longTerm, Trophy],
]);

/** Whether a sport has its own icon (not the neutral fallback). */
export const hasSportIcon = (sportId: number): boolean => ICONS.has(sportId);

const isLucide = (icon: LucideIcon | Drawn): icon is LucideIcon => icon !== FALLBACK && '$$typeof' in icon;

/** A sport's icon; decorative (the sport's name is always written beside it). */
export function SportIcon({ sportId, size = 18, className }: { sportId: number; size?: number; className?: string }) {
  const icon = ICONS.get(sportId) ?? FALLBACK;
  const cls = `sport-icon${className ? ` ${className}` : ''}`;
  if (isLucide(icon)) {
    const Icon = icon;
    return <Icon className={cls} size={size} strokeWidth={1.75} aria-hidden="true" data-sport-icon={sportId} />;
  }
  return (
    <svg
      className={cls}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-sport-icon={ICONS.has(sportId) ? sportId : 'fallback'}
    >
      {icon()}
    </svg>
  );
}
