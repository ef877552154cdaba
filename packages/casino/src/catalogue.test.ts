import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_INFOS, GAMES, gameById } from './catalogue';
import { floatStream } from './fair';
import { gamePaytable } from './paytables';
import { BINGO_75_INFO, BINGO_90_INFO, CRASH_INFO, crashRtp, CRASH_MIN_RTP, ROULETTE_LIVE_INFO } from './shared-rounds';
import type { GameCategory } from './types';
import { verifyRound } from './verify';

/** Issue 15: "at least 14 games, every category has at least one"; verify recomputes any round. */
const CATEGORIES: GameCategory[] = [
  'slots',
  'live-casino',
  'crash-games',
  'card-games',
  'scratchcards',
  'fishinghunting',
  'asian-games',
  'skill-games',
  'fast-games',
  'keno',
  'bingo',
  'poker',
  'othergames',
];

describe('catalogue', () => {
  it('has at least 14 playable games with unique ids, and every category is filled', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(14);
    const ids = CATALOGUE_INFOS.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of CATEGORIES) expect(CATALOGUE_INFOS.some((g) => g.category === category)).toBe(true);
    // Shared-round categories are the server's; every other category has a playable game.
    for (const category of CATEGORIES.filter((c) => !['live-casino', 'bingo', 'crash-games'].includes(c))) {
      expect(GAMES.some((g) => g.info.category === category)).toBe(true);
    }
    expect(CATALOGUE_INFOS).toEqual(
      expect.arrayContaining([CRASH_INFO, BINGO_75_INFO, BINGO_90_INFO, ROULETTE_LIVE_INFO]),
    );
  });

  it('every playable game has a paytable for its page', () => {
    for (const g of GAMES) expect(gamePaytable(g.info.id)).toBeTruthy();
    expect(gamePaytable('nope')).toBeUndefined();
  });

  it('finds a game by id', () => {
    expect(gameById('dice')?.info.name).toBe('Dice');
    expect(gameById('nope')).toBeUndefined();
    for (const g of GAMES) expect(gameById(g.info.id)).toBe(g);
  });

  it('every published RTP is between 85 % and 100 %, with rules', () => {
    for (const g of CATALOGUE_INFOS) {
      expect(g.rtp).toBeGreaterThan(0.85);
      expect(g.rtp).toBeLessThan(1);
      expect(g.rules.length).toBeGreaterThan(40);
    }
  });

  it('crash: RTP(m) = m · (100/101) · 99/(100m − 1), 0.99 at 1.01× and never below 9900/10100', () => {
    expect(crashRtp(101)).toBeCloseTo(0.99, 12);
    expect(crashRtp(200)).toBeCloseTo((2 * (100 / 101) * 99) / 199, 12);
    for (const m100 of [101, 150, 1_000, 100_000, 10_000_000]) expect(crashRtp(m100)).toBeGreaterThan(CRASH_MIN_RTP);
    expect(Math.abs(CRASH_INFO.rtp - CRASH_MIN_RTP)).toBeLessThan(1e-6);
  });
});

describe('verifyRound', () => {
  it('recomputes an instant bet from its seeds', () => {
    const record = {
      gameId: 'dice',
      params: { target: 50, direction: 'under' },
      serverSeed: 's',
      clientSeed: 'c',
      nonce: 7,
    };
    const played = gameById('dice');
    if (played?.kind !== 'instant') throw new Error('dice is instant');
    const p = played.parse(record.params);
    if (!p.ok) throw new Error(p.code);
    const original = played.play(p.value, floatStream('s', 'c', 7));
    expect(verifyRound(record)).toMatchObject({ ok: true, multiplier: original.multiplier, result: original.result });
  });

  it('recomputes any round of any game: the same seeds and actions give the same outcome', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (serverSeed, clientSeed, nonce) => {
        for (const game of GAMES) {
          const params = game.info.id === 'keno' ? { picks: [1, 2] } : (sampleParams[game.info.id] ?? {});
          const actions = sampleActions[game.info.id] ?? [];
          const a = verifyRound({ gameId: game.info.id, params, serverSeed, clientSeed, nonce, actions });
          const b = verifyRound({ gameId: game.info.id, params, serverSeed, clientSeed, nonce, actions });
          expect(a).toEqual(b);
          if (a.ok) expect(a.multiplier).toBeGreaterThanOrEqual(0);
          else expect(a.code).toMatch(/^(verify\.round_unfinished|[a-z_]+\.[a-z_]+)$/);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('refuses an unknown game or bad parameters', () => {
    const base = { serverSeed: 's', clientSeed: 'c', nonce: 0 };
    expect(verifyRound({ ...base, gameId: 'nope', params: {} })).toEqual({ ok: false, code: 'verify.unknown_game' });
    expect(verifyRound({ ...base, gameId: 'dice', params: { target: 500 } }).ok).toBe(false);
  });
});

const sampleParams: Record<string, unknown> = {
  dice: { target: 40, direction: 'over' },
  limbo: { target: 2.5 },
  plinko: { rows: 10, risk: 'low' },
  mines: { mines: 3 },
  wheel: { risk: 'low', segments: 20 },
  roulette: [{ type: 'black', amount: 5 }],
  'dragon-tiger': { bet: 'tie' },
};
const sampleActions: Record<string, unknown[]> = {
  mines: [{ type: 'pick', tile: 12 }, { type: 'cashout' }],
  hilo: [{ type: 'skip' }, { type: 'guess', guess: 'same' }, { type: 'cashout' }],
  'jacks-or-better': [{ type: 'draw', hold: [0, 1] }],
  blackjack: [{ type: 'no-insurance' }, { type: 'stand' }],
};
