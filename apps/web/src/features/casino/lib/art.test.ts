import { describe, expect, it } from 'vitest';
import { tileArt } from './art';
import { gamePath, pageSpecOf, slugOf } from './pages';

describe('issue 15: casino tiles and pages', () => {
  it('tile art is stable per game and differs between games', () => {
    expect(tileArt('dice', 'Dice')).toEqual(tileArt('dice', 'Dice'));
    expect(tileArt('dice', 'Dice').from).not.toBe(tileArt('limbo', 'Limbo').from);
    expect(tileArt('video-poker', 'Jacks or Better').initials).toBe('JO');
  });

  it('spec §2 slots/game/{gameId}/{gameName}: a game URL', () => {
    expect(slugOf('Jacks or Better!')).toBe('jacks-or-better');
    expect(gamePath({ id: 'dice', name: 'Dice' })).toBe('slots/game/dice/dice');
  });

  it('spec §2 casino routes list their category, provider or studio', () => {
    expect(pageSpecOf('crash_games', {})).toEqual({
      kind: 'list',
      query: { category: 'crash-games', sort: 'popular' },
    });
    expect(pageSpecOf('fast_bet', {}).query).toMatchObject({ category: 'fast-games', sort: 'new' });
    expect(pageSpecOf('providers_provider', { provider: 'sb-studio' }).query).toEqual({ provider: 'sb-studio' });
    expect(pageSpecOf('live_casino', { subcategory: 'verify' }).kind).toBe('verify');
    expect(pageSpecOf('casino_lobby', {}).kind).toBe('lobby');
    expect(pageSpecOf('my_casino_favorites', {}).kind).toBe('mine');
  });
});
