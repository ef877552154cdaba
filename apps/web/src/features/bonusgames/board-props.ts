import { useEffect, useRef } from 'react';
import type { BonusGameChoice, BonusGamePlayView, BonusGameView } from '@sb/contracts';
import type { DynamicTranslate } from '../../lib/i18n';
import { prizeLabel } from './text';

/** What each game's board gets: its table, the round just played, and how to play one. */
export interface BoardProps {
  game: BonusGameView;
  tr: DynamicTranslate;
  /** The round this board shows (null before the first round of the visit). */
  play: BonusGamePlayView | null;
  /** Playing is possible now (logged in, eligible, a ticket in hand, no round in flight). */
  canPlay: boolean;
  busy: boolean;
  onPlay: (choice: BonusGameChoice) => void;
  /** The board finished showing the round: the page shows the prize. */
  onDone: () => void;
}

/** Whether the player asked for less motion (then a round shows at once). */
export const reducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Calls `done` once per round, `ms` after it arrived (at once with reduced motion). */
export function useDoneAfter(play: BonusGamePlayView | null, ms: number, done: () => void, ready = true): void {
  const latest = useRef(done);
  latest.current = done;
  const id = play?.id;
  useEffect(() => {
    if (id === undefined || !ready) return;
    const timer = setTimeout(() => latest.current(), reducedMotion() ? 0 : ms);
    return () => clearTimeout(timer);
  }, [id, ms, ready]);
}

/** The prize a tier id of this game pays, as text ("2.00 EUR sport free bet"). */
export function tierPrizeText(game: BonusGameView, tr: DynamicTranslate, tierId: string): string {
  const tier = game.tiers.find((t) => t.id === tierId);
  return tier ? prizeLabel(tr, tier.prize.kind, tier.prize.amount) : tierId;
}
