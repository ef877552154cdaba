import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import type { GameResult, Market, Outcome } from '@sb/contracts';
import { createFeed, type Feed } from '@sb/feed';
import { dayStart, drawNumbers, type Lottery } from '@sb/lotto';
import { SCHEDULED_DEFS, ScheduledFeed, settleAnyOutcome } from '@sb/scheduled';
import { dayDraws } from '../modules/lotto/draws';

/**
 * Issue 25 item 2, the attacker of unpredictable.test.ts: it holds everything public (the code,
 * the README's defaults, the catalogue, the published prices, commitments and heads) and nothing
 * else, and predicts results the way the code would compute them from that.
 */

/** The README's FEED_SEED default (the seed of anyone running the package unchanged). */
export const README_FEED_SEED = 20_260_101;
/**
 * How far the attacker scans from the README's default for a seed whose catalogue is the site's.
 * A real attacker scans all 2^31 seeds (a catalogue is a pure function of its seed); the test
 * scans a window that holds the seed it gives the site, which is the same search, shorter.
 */
const SEED_SCAN = 32;

/** The attacker's own feed, with the seed recovered from the site's public team names. */
export function recoverFeed(publicTeamNames: ReadonlyMap<number, string>): { seed: number; feed: Feed } {
  for (let seed = README_FEED_SEED; seed < README_FEED_SEED + SEED_SCAN; seed++) {
    const feed = createFeed({ seed });
    if ([...publicTeamNames].every(([id, name]) => feed.team(id)?.name === name)) return { seed, feed };
  }
  throw new Error('the catalogue matches no scanned seed');
}

/**
 * The attacker's scheduled feeds: every key it can derive from public values the way the server
 * derives its draw key (the code is public, the label too), and the commitment itself as a draw
 * seed. Any of them predicting the draw is a leak.
 */
export function scheduledGuesses(seed: number): ScheduledFeed[] {
  const roots = [String(seed), String(README_FEED_SEED), ''];
  return roots.map(
    (root) =>
      new ScheduledFeed({
        seed,
        secret: createHmac('sha256', root).update('scheduled-draws').digest('base64url'),
        margin: 0,
        defs: SCHEDULED_DEFS,
      }),
  );
}

/** One published market and the game's result: what a prediction is scored on. */
export interface Trial {
  readonly market: Market;
  readonly actual: GameResult;
  /** The attacker's predicted results (one per guess), made before the game from public data. */
  readonly predicted: readonly (GameResult | null)[];
}

/** Chance of each outcome the published prices imply (margin taken out in proportion). */
function implied(market: Market): number[] {
  const inverse = market.outcomes.map((o) => 1 / o.coef);
  const total = inverse.reduce((a, b) => a + b, 0);
  return inverse.map((x) => x / total);
}

type Settle = (o: Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>, r: GameResult) => BetStatusId;

/**
 * The attacker bets one outcome of each market: the one a guess predicts winning (the first guess
 * that predicts one), else the favourite. Hits are counted on the actual results; the expected
 * hits are the sum of the picks' implied chances. Markets are kept only when exactly one of their
 * outcomes wins (a 1X2, a winner, a wheel's colour), so the implied chances add up to one.
 */
export function score(
  trials: readonly Trial[],
  settle: Settle,
): { n: number; hits: number; expected: number; sd: number } {
  let n = 0;
  let hits = 0;
  let expected = 0;
  let variance = 0;
  for (const { market, actual, predicted } of trials) {
    const winners = market.outcomes.filter((o) => settle(o, actual) === BET_STATUS.win);
    if (winners.length !== 1) continue;
    const chances = implied(market);
    const favourite = chances.indexOf(Math.max(...chances));
    let pick = favourite;
    for (const guess of predicted) {
      const i = guess === null ? -1 : market.outcomes.findIndex((o) => settle(o, guess) === BET_STATUS.win);
      if (i >= 0) {
        pick = i;
        break;
      }
    }
    const p = chances[pick] ?? 0;
    n++;
    expected += p;
    variance += p * (1 - p);
    if (market.outcomes[pick] === winners[0]) hits++;
  }
  return { n, hits, expected, sd: Math.sqrt(variance) };
}

/** Margin over the prices' rate a fair draw stays under (4 standard deviations: p ≈ 3e-5). */
export const SIGMAS = 4;

/** Fails when the attacker beats the published prices by more than SIGMAS standard deviations. */
export function expectNoBetterThanPrices(label: string, s: ReturnType<typeof score>, minTrials: number): void {
  expect(s.n, `${label}: trials`).toBeGreaterThanOrEqual(minTrials);
  const bound = s.expected + SIGMAS * s.sd;
  expect(
    s.hits,
    `${label}: the attacker hit ${s.hits} of ${s.n}; the prices imply ${s.expected.toFixed(1)} ± ${s.sd.toFixed(1)}`,
  ).toBeLessThanOrEqual(bound);
}

export const settleWith = (feed: ScheduledFeed): Settle => settleAnyOutcome(feed);

/** A round's result had it been played from `drawSeed` (the attacker's guess of the seed). */
export function playedWith(feed: ScheduledFeed, roundId: number, drawSeed: string): GameResult | null {
  const info = feed.info(roundId);
  const shape = feed.result(roundId, Number.MAX_SAFE_INTEGER);
  if (info === null || shape === null) return null;
  const played = info.ref.def.play(info.ctx, info.competitors, drawSeed);
  return { ...shape, score: played.score, winnerId: played.winnerId };
}

/**
 * The attacker's lotto seeds for one draw, before it: the published commitment and chain head
 * used as seeds, and the link of the day chain the server's code would make from every key
 * derivable from public values (the label is in the public code).
 */
export function lottoGuesses(
  lottery: Lottery,
  draw: { id: string; scheduledAt: number; commitment: string; chainHead: string },
  seed: number,
): string[] {
  const day = dayStart(draw.scheduledAt);
  const derived = [String(seed), String(README_FEED_SEED), ''].map((root) => {
    const daySeed = createHmac('sha256', root).update(`lotto:${lottery.id}:${day}`).digest('base64url');
    return dayDraws(lottery, day, daySeed, 0).find((d) => d.id === draw.id)?.seed ?? '';
  });
  return [draw.commitment, draw.chainHead, ...derived];
}

/**
 * Keno-style scoring of one guess: the attacker plays `picks` numbers of the draw its guessed seed
 * gives (the ascending list's first `picks`). Uniform draws give hypergeometric hits: mean
 * picks·drawn/n per draw, variance as below. Each guess is scored on its own (the attacker cannot
 * tell before the draw which one is right; keeping the best afterwards would flatter it).
 */
export function lottoScore(
  lottery: Lottery,
  trials: readonly { actual: readonly number[]; guesses: readonly string[]; drawId: string }[],
  picks: number,
  guess: number,
): { n: number; hits: number; expected: number; sd: number } {
  const { n: size, drawn } = lottery;
  const mean = (picks * drawn) / size;
  const variance = picks * (drawn / size) * (1 - drawn / size) * ((size - picks) / (size - 1));
  let hits = 0;
  for (const t of trials) {
    const mine = drawNumbers(lottery, t.guesses[guess] ?? '', t.drawId).numbers.slice(0, picks);
    hits += mine.filter((x) => t.actual.includes(x)).length;
  }
  return { n: trials.length, hits, expected: trials.length * mean, sd: Math.sqrt(trials.length * variance) };
}
