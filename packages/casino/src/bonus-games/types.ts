import type { Json, Parsed } from '../types';
import type { Fraction } from './fraction';
import type { IntSource } from './int-source';

/**
 * Issue 16 bonus games (spec §2 Games entrance: fortuna, chest, memory, safe, lottery,
 * dragon-bonus): mini-games played with a ticket, never with money. A round's prize is one tier
 * of the game's published table; the server pays it as a bonus (bonus account, through the bonus
 * engine), a free bet, or club points.
 */
export const BONUS_GAME_IDS = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;
export type BonusGameId = (typeof BONUS_GAME_IDS)[number];

export const isBonusGameId = (id: string): id is BonusGameId => (BONUS_GAME_IDS as readonly string[]).includes(id);

/**
 * bonus: bonus money of the game's product with wagering; free_bet: a sport free bet; points:
 * club points. Money amounts are euro cents (the prize currency), points are whole points.
 */
export const PRIZE_KINDS = ['bonus', 'free_bet', 'points'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export interface Prize {
  kind: PrizeKind;
  amount: number;
}

/** One outcome of the published table with its exact probability (the same for every choice). */
export interface PrizeTier {
  id: string;
  prize: Prize;
  probability: Fraction;
}

/**
 * The engine terms of a game's money prizes. One product per game: a ticket is never an incentive
 * that mixes betting and casino (reference games-and-bonuses.md "Bonuses"); points are not a
 * gambling product.
 */
export interface PrizeTerms {
  product: 'sport' | 'casino';
  /** 'no_deposit' for bonus prizes, 'free_bet' for free bets (the engine's kinds). */
  bonusKind: 'no_deposit' | 'free_bet';
  /** Wagering requirement × the prize; the engine refuses more than 10. */
  wageringMultiplier: number;
  validityDays: number;
}

/** What the player decides before a round (the page's controls and the API's `choice`). */
export type ChoiceKind = 'none' | 'pick-chest' | 'safe-code' | 'lottery-numbers' | 'dragon-path';

/** A round: the tier won and everything the page animates and the verifier compares. */
export interface BonusRound {
  tier: string;
  board: Json;
}

export interface BonusGameDef<C extends Json> {
  id: BonusGameId;
  choice: ChoiceKind;
  terms: PrizeTerms;
  tiers: readonly PrizeTier[];
  /** Rules in English (the page shows its own translated text; the API and docs this one). */
  rules: string;
  parseChoice(raw: unknown): Parsed<C>;
  /** A valid choice (what quick pick and the tests use when none is given). */
  defaultChoice: C;
  play(choice: C, ints: IntSource): BonusRound;
}

/** A game with its choice type erased: parse and play in one step. */
export interface BonusGame {
  id: BonusGameId;
  choice: ChoiceKind;
  terms: PrizeTerms;
  tiers: readonly PrizeTier[];
  rules: string;
  defaultChoice: Json;
  /** The player's choice checked (the server refuses a bad one before spending a ticket). */
  parse(rawChoice: unknown): Parsed<Json>;
  /** The parsed choice (as stored) and the round, or the refusal code. */
  run(rawChoice: unknown, ints: IntSource): Parsed<{ choice: Json; round: BonusRound }>;
}

export function erase<C extends Json>(def: BonusGameDef<C>): BonusGame {
  return {
    id: def.id,
    choice: def.choice,
    terms: def.terms,
    tiers: def.tiers,
    rules: def.rules,
    defaultChoice: def.defaultChoice,
    parse: (rawChoice) => def.parseChoice(rawChoice),
    run(rawChoice, ints) {
      const parsed = def.parseChoice(rawChoice);
      if (!parsed.ok) return parsed;
      return { ok: true, value: { choice: parsed.value, round: def.play(parsed.value, ints) } };
    },
  };
}
