import { MULTIPLIER_SCALE, type FloatStream, type InstantGame, type Json, type RoundGame } from '@sb/casino';
import { packageStudio, type Studio } from './studio';

/**
 * Games of the casino module's own tests (issue 15): the money path is tested on games whose
 * outcome the test knows, beside the studio package's real games.
 */
const info = (id: string, name: string, category: 'fast-games' | 'card-games', tags: string[]) => ({
  id,
  name,
  category,
  tags,
  rtp: 0.99,
  volatility: 'medium' as const,
  rules: `${name}: test rules`,
});

/** Roll 0–99.99 under `target` (2–98): pays 0.99 × 100 / target. */
export const testDice: InstantGame = {
  kind: 'instant',
  info: info('test-dice', 'Test Dice', 'fast-games', ['dice', 'originals']),
  parse(params: unknown) {
    const target = (params as { target?: unknown } | null)?.target;
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 2 || target > 98)
      return { ok: false, code: 'bad_target' };
    return { ok: true, value: { target } };
  },
  play(params: Json, floats: FloatStream) {
    const target = (params as { target: number }).target;
    const roll = Math.floor(floats.next() * 10_000) / 100;
    const win = roll < target;
    return {
      multiplier: win ? Math.floor((0.99 * 100 * MULTIPLIER_SCALE) / target) : 0,
      result: { roll, win },
    };
  },
};

/** Always loses: concurrent stakes on one balance, limits. */
export const testLose: InstantGame = {
  kind: 'instant',
  info: info('test-lose', 'Test Lose', 'fast-games', ['test']),
  parse: () => ({ ok: true, value: {} }),
  play: (_params: Json, floats: FloatStream) => ({ multiplier: 0, result: { draw: floats.next() } }),
};

interface LadderState {
  [key: string]: Json;
  steps: number;
  doubled: boolean;
  over: boolean;
  cashed: boolean;
  secret: number[];
}

/**
 * A round game: each `climb` either survives (×2 so far) or falls (0); `double` doubles the
 * stake once (1 extra opening stake); `cash` ends it. The falls are fixed at start (the secret).
 */
export const testLadder: RoundGame = {
  kind: 'round',
  info: info('test-ladder', 'Test Ladder', 'card-games', ['test']),
  parse: () => ({ ok: true, value: {} }),
  parseAction(action: unknown) {
    return action === 'climb' || action === 'double' || action === 'cash'
      ? { ok: true, value: action }
      : { ok: false, code: 'bad_action' };
  },
  start(_params: Json, floats: FloatStream): LadderState {
    return { steps: 0, doubled: false, over: false, cashed: false, secret: [0, 1, 2].map(() => floats.next()) };
  },
  act(state: Json, action: Json) {
    const s = state as LadderState;
    if (s.over) return { ok: false, code: 'round_over' };
    if (action === 'double')
      return s.doubled || s.steps > 0
        ? { ok: false, code: 'cannot_double' }
        : { ok: true, value: { ...s, doubled: true } };
    if (action === 'cash') return { ok: true, value: { ...s, over: true, cashed: true } };
    const falls = (s.secret[s.steps] ?? 0) < 0.5;
    return { ok: true, value: { ...s, steps: s.steps + 1, over: falls || s.steps + 1 >= 3 } };
  },
  outcome(state: Json) {
    const s = state as LadderState;
    if (!s.over) return null;
    const falls = !s.cashed && (s.secret[s.steps - 1] ?? 0) < 0.5;
    if (falls) return 0;
    return MULTIPLIER_SCALE * 2 ** s.steps * (s.doubled ? 2 : 1);
  },
  view(state: Json) {
    const s = state as LadderState;
    return { steps: s.steps, doubled: s.doubled, over: s.over, ...(s.over ? { secret: s.secret } : {}) };
  },
  extraStake: (state: Json, action: Json) => (action === 'double' && !(state as LadderState).doubled ? 1 : 0),
};

/** The package's games plus the test games. */
export function testStudio(): Studio {
  const base = packageStudio();
  const games = [...base.games, testDice, testLose, testLadder];
  return { ...base, games, gameById: (id) => games.find((g) => g.info.id === id) };
}
