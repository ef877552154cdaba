import { floatStream, pickIndex } from '@sb/casino';
import { DECK_SIZE, faceOf, isCard, suitOf } from './cards';
import { oneCardSpecs, settleOneCard } from './card-markets';
import type { TvGame } from './game';

/**
 * Guess card (issue 19): one card is drawn from a full shuffled 52-card deck each round; bets
 * on its colour, its suit and its face value (2 … 14, ace high) over / under a line. Result:
 * `periods` = `[[card, 0]]`, `home` = face value, `away` = suit.
 */
export const GUESS_CARD: TvGame = {
  type: 'guesscard',
  name: 'Guess the card',
  intervalMs: 3 * 60_000,
  durationMs: 40_000,
  specs: () => oneCardSpecs('Card'),
  play: (ctx, drawSeed) => {
    const card = pickIndex(DECK_SIZE, floatStream(drawSeed, String(ctx.roundId), 0));
    return { draw: [[card, 0]], home: faceOf(card), away: suitOf(card), kinds: ['card'] };
  },
  settle: (typeId, param, draw) => {
    const [only] = draw;
    if (draw.length !== 1 || only === undefined || !isCard(only[0])) return null;
    return settleOneCard(typeId, param, only[0]);
  },
};
