import { blackjack } from '../games/blackjack';
import { dice } from '../games/dice';
import { dragonTiger } from '../games/dragon-tiger';
import { hilo } from '../games/hilo';
import { keno } from '../games/keno';
import { limbo } from '../games/limbo';
import { mines } from '../games/mines';
import { plinko } from '../games/plinko';
import { roulette } from '../games/roulette';
import { scratchCard } from '../games/scratch';
import { VIDEO_POKER_RTP, videoPoker, type VideoPokerAction, type VideoPokerState } from '../games/video-poker';
import { wheel } from '../games/wheel';
import { DEEP_SEA_CATCH, deepSeaCatch } from '../slots/deep-sea-catch';
import { DRAGON_WAYS, dragonWays } from '../slots/dragon-ways';
import { FRUIT_FIESTA, fruitFiesta } from '../slots/fruit-fiesta';
import { PHARAOH_GOLD, pharaohGold } from '../slots/pharaoh-gold';
import type { FloatStream, Json, RoundGame } from '../types';
import { basicStrategy } from './blackjack-strategy';
import { moments, type Distribution } from './distribution';
import {
  diceDistribution,
  dragonTigerDistribution,
  kenoDistribution,
  limboDistribution,
  plinkoDistribution,
  rouletteDistribution,
  scratchDistribution,
  wheelDistribution,
} from './instant-rtp';
import { hiloOneGuessDistribution, hiloOneGuessPolicy, minesDistribution, minesPolicy } from './round-rtp';
import { slotRtp } from './slot-rtp';
import { bestHold, buildPaySums, type PaySums } from './video-poker-rtp';

/**
 * One simulated bet of each game with a fixed setting and strategy, beside the RTP it must
 * reproduce (exact, or for blackjack the published simulated figure). The bench and the
 * casino:rtp script run these; `play` returns the pay in stakes (net of extra stakes).
 */
export interface RtpCase {
  id: string;
  setting: string;
  rtp: number;
  /** σ of the pay per bet where it is exact (the sample's own otherwise: slots, blackjack). */
  sd?: number;
  play(floats: FloatStream): number;
}

function playRound<P extends Json, S extends Json, A extends Json>(
  game: RoundGame<P, S, A>,
  params: P,
  policy: (state: S) => A,
  floats: FloatStream,
): number {
  let state = game.start(params, floats);
  let extra = 0;
  for (let outcome = game.outcome(state); ; outcome = game.outcome(state)) {
    if (outcome !== null) return outcome / 10_000 - extra;
    const action = policy(state);
    const next = game.act(state, action);
    if (!next.ok) throw new Error(`${game.info.id}: ${next.code}`);
    extra += game.extraStake(state, action);
    state = next.value;
  }
}

/** Optimal holds, remembered per dealt hand (2.6 M at most) so long runs stay fast. */
export function optimalHold(paySums: () => PaySums): (state: VideoPokerState) => VideoPokerAction {
  // The mask is over the hand's cards in ascending order: the same five cards dealt in another
  // order hold the same cards at other positions.
  const memo = new Map<number, number>();
  return (state) => {
    const order = state.cards
      .slice(0, 5)
      .map((card, position) => ({ card, position }))
      .sort((a, b) => a.card - b.card);
    const key = order.reduce((k, o) => k * 52 + o.card, 0);
    let mask = memo.get(key);
    if (mask === undefined) {
      mask = bestHold(
        order.map((o) => o.card),
        paySums(),
      ).hold;
      memo.set(key, mask);
    }
    const held = mask;
    return { type: 'draw', hold: order.filter((_, i) => (held >> i) & 1).map((o) => o.position) };
  };
}

const exact = (d: Distribution) => {
  const { rtp, sd } = moments(d);
  return { rtp, sd };
};

/** The cases; `sums` lets a caller share the video-poker tables it already built. */
export function rtpCases(sums?: PaySums): RtpCase[] {
  let built = sums;
  const paySums = () => (built ??= buildPaySums());
  const vpPolicy = optimalHold(paySums);
  const instant = <P extends Json>(g: { play(p: P, f: FloatStream): { multiplier: number } }, p: P) => {
    return (f: FloatStream) => g.play(p, f).multiplier / 10_000;
  };
  const red = { type: 'red' as const, numbers: [], index: 0 };
  return [
    { id: 'fruit-fiesta', setting: '10 lines', rtp: slotRtp(FRUIT_FIESTA).rtp, play: instant(fruitFiesta, {}) },
    { id: 'pharaoh-gold', setting: '20 lines', rtp: slotRtp(PHARAOH_GOLD).rtp, play: instant(pharaohGold, {}) },
    { id: 'dragon-ways', setting: '243 ways', rtp: slotRtp(DRAGON_WAYS).rtp, play: instant(dragonWays, {}) },
    { id: 'deep-sea-catch', setting: '25 lines', rtp: slotRtp(DEEP_SEA_CATCH).rtp, play: instant(deepSeaCatch, {}) },
    {
      id: 'dice',
      setting: 'under 50',
      ...exact(diceDistribution(5_000)),
      play: instant(dice, { target: 50, direction: 'under' }),
    },
    {
      id: 'limbo',
      setting: 'target 2×',
      ...exact(limboDistribution(200)),
      play: instant(limbo, { target: 2 }),
    },
    {
      id: 'plinko',
      setting: '16 rows high',
      ...exact(plinkoDistribution('high', 16)),
      play: instant(plinko, { rows: 16, risk: 'high' }),
    },
    {
      id: 'mines',
      setting: '3 mines, 5 tiles',
      ...exact(minesDistribution(3, 5)),
      play: (f) => playRound(mines, { mines: 3 }, minesPolicy(5), f),
    },
    {
      id: 'wheel',
      setting: '30 medium',
      ...exact(wheelDistribution('medium', 30)),
      play: instant(wheel, { risk: 'medium', segments: 30 }),
    },
    {
      id: 'roulette',
      setting: 'red',
      ...exact(rouletteDistribution(red)),
      play: instant(roulette, [{ ...red, amount: 1 }]),
    },
    {
      id: 'blackjack',
      setting: 'basic strategy',
      rtp: blackjack.info.rtp,
      play: (f) => playRound(blackjack, {}, basicStrategy, f),
    },
    {
      id: 'hilo',
      setting: 'one guess',
      ...exact(hiloOneGuessDistribution()),
      play: (f) => playRound(hilo, {}, hiloOneGuessPolicy, f),
    },
    {
      id: 'jacks-or-better',
      setting: 'optimal holds',
      rtp: VIDEO_POKER_RTP,
      play: (f) => playRound(videoPoker, {}, vpPolicy, f),
    },
    {
      id: 'keno',
      setting: '5 picks medium',
      ...exact(kenoDistribution('medium', 5)),
      play: instant(keno, { picks: [1, 2, 3, 4, 5], risk: 'medium' }),
    },
    { id: 'scratch-gems', setting: 'card', ...exact(scratchDistribution()), play: instant(scratchCard, {}) },
    {
      id: 'dragon-tiger',
      setting: 'dragon',
      ...exact(dragonTigerDistribution('dragon')),
      play: instant(dragonTiger, { bet: 'dragon' }),
    },
  ];
}
