import type { CasinoCategory, CasinoMode } from '@sb/contracts';

/**
 * Issue 15, "providers (our studio, plus the adapter)": what an aggregator integration offers the
 * casino. Its games are listed in our catalogue (casino_game rows with the aggregator's provider
 * id, so the lobby, provider pages, search and favourites show them as studio games), and a game
 * is launched by a URL of the provider's; the provider then plays on our players' money through
 * the seamless wallet (POST /casino-api/seamless/{provider}/…). A new aggregator is one adapter.
 */
export interface ProviderGame {
  /** The provider's own game code; the catalogue id is `{providerId}-{code}`. */
  code: string;
  name: string;
  category: CasinoCategory;
  tags: readonly string[];
  /** Published RTP as a fraction. */
  rtp: number;
  volatility: string;
  rules: string;
  minBet: bigint;
  maxBet: bigint;
  /** Whether the provider offers the game with play money and no player. */
  demo: boolean;
}

export interface LaunchRequest {
  gameCode: string;
  /**
   * Issue 25 §8: a one-use launch token, bound to the player, the game and the launching site
   * session; the provider exchanges it once for a session token (seamless `authenticate`). Null in demo.
   */
  launchToken: string | null;
  currency: string;
  mode: CasinoMode;
  language: string;
  /** An absolute URL of our game page. */
  returnUrl: string;
  /** Unix milliseconds after which the URL opens nothing. */
  expiresAt: number;
}

export interface ProviderAdapter {
  /** The seamless wallet's provider id (its secret is in the wallet's provider list). */
  readonly id: string;
  /** As the catalogue shows it. */
  readonly name: string;
  readonly kind: 'aggregator';
  games(): readonly ProviderGame[];
  /** The URL the game page opens (in an iframe), signed for the provider. */
  launchUrl(req: LaunchRequest): string;
}

/** The catalogue id of a provider's game. */
export const catalogueIdOf = (providerId: string, code: string) => `${providerId}-${code}`;
