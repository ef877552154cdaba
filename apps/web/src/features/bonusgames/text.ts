import { BONUS_GAME_ID_VALUES, type BonusGameIdValue, type BonusGameView } from '@sb/contracts';
import type { DynamicTranslate } from '../../lib/i18n';
import { prizeText } from './api';

/** Issue 16: the bonus games' slugs are the route params of every bonus-game page. */
export const isGameSlug = (slug: string | undefined): slug is BonusGameIdValue =>
  slug !== undefined && (BONUS_GAME_ID_VALUES as readonly string[]).includes(slug);

const keyOf = (id: string) => id.replace(/-/g, '_');

export const gameText = (tr: DynamicTranslate, id: string, part: 'name' | 'tagline' | 'rules' | 'pitch') =>
  tr(`bg_game_${keyOf(id)}_${part}`);

type PrizeKind = 'bonus' | 'free_bet' | 'points';

/** "5.00 EUR casino bonus", "50 club points". */
export const prizeLabel = (tr: DynamicTranslate, kind: PrizeKind, amount: string | number, currency = 'EUR') =>
  tr(`bg_prize_${kind}`, { amount: prizeText(kind, amount, currency).amount });

/**
 * What a tier of the published table means, in the player's words. With its probability (the
 * prize table), fortuna and chest tiers say how many of the 12 segments or 20 cells pay them.
 */
export function tierLabel(tr: DynamicTranslate, gameId: string, tierId: string, probability?: number): string {
  const n = /-(\d+)$/.exec(tierId)?.[1] ?? '0';
  if (gameId === 'fortuna')
    return probability === undefined
      ? tr('bg_tier_fortuna')
      : tr('bg_tier_fortuna_share', { count: Math.round(probability * 12) });
  if (gameId === 'chest')
    return probability === undefined
      ? tr('bg_tier_chest')
      : tr('bg_tier_chest_share', { count: Math.round(probability * 20) });
  if (gameId === 'memory') return tr('bg_tier_pair', { symbol: tr(`bg_symbol_${tierId.replace('pair-', '')}`) });
  if (gameId === 'safe') return tr('bg_tier_match', { count: n });
  if (gameId === 'lottery') return tr('bg_tier_hits', { count: n });
  return tr('bg_tier_level', { count: n });
}

/** The terms a game's money prizes carry (wagering of a casino bonus; free bets at odds 1.50+). */
export const termsText = (tr: DynamicTranslate, game: BonusGameView) =>
  game.bonusKind === 'free_bet'
    ? tr('bg_terms_free_bet', { days: game.validityDays })
    : tr('bg_terms_bonus', { times: game.wageringMultiplier, days: game.validityDays });

/** A probability as a percentage with up to two decimals ("8.33 %"). */
export const percent = (p: number): string => `${(Math.round(p * 10_000) / 100).toString()} %`;

/** The expected value line: euro cents as money, points as points. */
export const evText = (tr: DynamicTranslate, game: BonusGameView): string =>
  game.expectedValue
    .map((ev) =>
      ev.kind === 'points'
        ? tr('bg_prize_points', { amount: (Math.round(ev.decimal * 100) / 100).toString() })
        : tr(`bg_prize_${ev.kind}`, { amount: `${(ev.decimal / 100).toFixed(2)} EUR` }),
    )
    .join(' + ');
