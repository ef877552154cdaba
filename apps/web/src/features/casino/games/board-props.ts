import type { CasinoGame, CasinoRound } from '@sb/contracts';

/** What every board gets: its game, the last round (its result) and a way to play. */
export interface BoardProps {
  game: CasinoGame;
  round: CasinoRound | null;
  busy: boolean;
  /** Instant games: play with these parameters; round games: open a round with them. */
  onPlay: (params: unknown) => void;
  /** Round games: the player's decision in the open round. */
  onAct: (action: unknown) => void;
}
