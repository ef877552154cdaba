/**
 * `npm run casino:rtp` (issue 15): every game's RTP from its own tables, against the published
 * figure — exact where the game allows (slots by enumerating every reel-stop combination, video
 * poker by enumerating every dealt hand with its optimal hold), blackjack by a seeded simulation
 * (CASINO_RTP_BJ_ROUNDS, default 2,000,000). Prints hit frequency and volatility (standard
 * deviation of the pay per bet) where they are exact. Exit code 1 when a figure disagrees.
 */
import { GAMES } from '../src/catalogue';
import { blackjack } from '../src/games/blackjack';
import { JOB_CATEGORIES } from '../src/games/poker-hands';
import { VIDEO_POKER_RETURN_TABLE, VIDEO_POKER_RTP } from '../src/games/video-poker';
import { basicStrategy } from '../src/rtp/blackjack-strategy';
import { rtpCases } from '../src/rtp/cases';
import { moments, simulationBand } from '../src/rtp/distribution';
import {
  diceDistribution,
  dragonTigerDistribution,
  kenoDistribution,
  plinkoDistribution,
  scratchDistribution,
  wheelDistribution,
} from '../src/rtp/instant-rtp';
import { minesDistribution } from '../src/rtp/round-rtp';
import { seededFloats } from '../src/rtp/seeded';
import { simulateRound } from '../src/rtp/simulate';
import { enumerateSlot } from '../src/rtp/slot-rtp';
import { enumerateJacksOrBetter } from '../src/rtp/video-poker-rtp';
import { DEEP_SEA_CATCH } from '../src/slots/deep-sea-catch';
import { DRAGON_WAYS } from '../src/slots/dragon-ways';
import { FRUIT_FIESTA } from '../src/slots/fruit-fiesta';
import { PHARAOH_GOLD } from '../src/slots/pharaoh-gold';
import type { SlotDefinition } from '../src/slots/engine';

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`;
let failures = 0;
const check = (name: string, ok: boolean, detail: string) => {
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(16)} ${detail}`);
};
const published = (id: string) => GAMES.find((g) => g.info.id === id)?.info.rtp ?? Number.NaN;

console.log('# Slots: every reel-stop combination (base game) + free spins as an expected value');
const slots: [string, SlotDefinition][] = [
  ['fruit-fiesta', FRUIT_FIESTA],
  ['pharaoh-gold', PHARAOH_GOLD],
  ['dragon-ways', DRAGON_WAYS],
  ['deep-sea-catch', DEEP_SEA_CATCH],
];
for (const [id, def] of slots) {
  const e = enumerateSlot(def);
  check(
    id,
    Math.abs(e.rtp - published(id)) < 1e-6,
    `RTP ${pct(e.rtp, 6)} (base ${pct(e.baseRtp, 2)}, free spins ${pct(e.featureRtp, 2)}), ` +
      `${e.combinations.toLocaleString('en')} combinations, hit ${pct(e.hitFrequency, 2)}, ` +
      `trigger 1 in ${(1 / e.triggerProbability).toFixed(1)}, σ ${e.sd.toFixed(2)}`,
  );
}

console.log('\n# Closed forms and exact distributions (σ = standard deviation of the pay per bet)');
const exact: [string, ReturnType<typeof moments>, string][] = [
  ['dice', moments(diceDistribution(5_000)), 'under 50 (every target: 99 % less < 0.01 %)'],
  ['plinko', moments(plinkoDistribution('high', 16)), '16 rows high (lowest table published)'],
  ['mines', moments(minesDistribution(3, 5)), '3 mines, cash out after 5'],
  ['wheel', moments(wheelDistribution('high', 50)), '50 segments high'],
  ['keno', moments(kenoDistribution('high', 10)), '10 picks high'],
  ['scratch-gems', moments(scratchDistribution()), 'card'],
  ['dragon-tiger', moments(dragonTigerDistribution('dragon')), 'dragon bet'],
];
for (const [id, m, setting] of exact) {
  console.log(
    `     ${id.padEnd(16)} RTP ${pct(m.rtp, 6)}, hit ${pct(m.hitFrequency, 2)}, σ ${m.sd.toFixed(2)} — ${setting}`,
  );
}
check(
  'scratch-gems',
  Math.abs(moments(scratchDistribution()).rtp - published('scratch-gems')) < 1e-6,
  'published = exact',
);

console.log('\n# Video poker: all 2,598,960 dealt hands, optimal hold of each (32 holds × every draw)');
const vp = enumerateJacksOrBetter();
check(
  'jacks-or-better',
  Math.abs(vp.rtp - VIDEO_POKER_RTP) < 1e-6 &&
    vp.categoryProbabilities.every((p, i) => Math.abs(p - (VIDEO_POKER_RETURN_TABLE[i] ?? 0)) < 1e-12),
  `RTP ${pct(vp.rtp, 6)} over ${vp.distinctClasses.toLocaleString('en')} suit classes`,
);
vp.categoryProbabilities.forEach((p, i) =>
  console.log(`       ${(JOB_CATEGORIES[i] ?? '').padEnd(16)} ${p.toExponential(6)}`),
);

const bjRounds = Number(process.env['CASINO_RTP_BJ_ROUNDS'] ?? 2_000_000);
console.log(`\n# Blackjack: ${bjRounds.toLocaleString('en')} seeded hands of basic strategy`);
const bj = simulateRound(blackjack, {}, basicStrategy, bjRounds, (i) => seededFloats(i));
const band = simulationBand(bj.sd, bjRounds);
check(
  'blackjack',
  Math.abs(bj.rtp - blackjack.info.rtp) <= band,
  `simulated ${pct(bj.rtp)} ± ${pct(band)} (3σ/√n), published ${pct(blackjack.info.rtp, 2)}, σ ${bj.sd.toFixed(2)}, ` +
    `${bj.staked.toFixed(4)} stakes in play per hand`,
);

console.log('\n# Every bench case (setting, exact RTP)');
for (const c of rtpCases()) console.log(`     ${c.id.padEnd(16)} ${c.setting.padEnd(18)} ${pct(c.rtp, 6)}`);

if (failures > 0) {
  console.log(`\n${failures} figure(s) disagree with the published RTP`);
  process.exitCode = 1;
}
