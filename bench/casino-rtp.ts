/**
 * Casino studio bench (issue 15): `npm run bench:casino` (part of `npm run bench`).
 *
 * 1. Throughput: each game's bets on the provably fair stream (HMAC-SHA256 floats + the game),
 *    one process, so the figure is rounds/s per core. CASINO_BENCH_SECONDS per game (default 1).
 * 2. RTP: CASINO_BENCH_ROUNDS seeded rounds per game (default 10⁷) on the fast seeded stream,
 *    against the exact RTP (blackjack: the published simulated one) within ±3σ/√n.
 * Results: bench/results/casino-rtp.json. Exit code 0 unless the bench itself fails; a figure
 * outside its band prints "RTP OUTSIDE BAND".
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { floatStream } from '../packages/casino/src/fair';
import { rtpCases } from '../packages/casino/src/rtp/cases';
import { simulationBand } from '../packages/casino/src/rtp/distribution';
import { seededFloats } from '../packages/casino/src/rtp/seeded';
import { fixed, section, table } from './format';

const SECONDS = Number(process.env['CASINO_BENCH_SECONDS'] ?? 1);
const ROUNDS = Number(process.env['CASINO_BENCH_ROUNDS'] ?? 10_000_000);
const ONLY = process.env['CASINO_BENCH_GAMES']?.split(',');
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'results');

const log = (message: string) => process.stderr.write(`[bench:casino] ${message}\n`);

interface Row {
  id: string;
  setting: string;
  fairRoundsPerSecond: number;
  rounds: number;
  simulatedRtp: number;
  exactRtp: number;
  band: number;
  inBand: boolean;
  simRoundsPerSecond: number;
}

const rows: Row[] = [];
for (const c of rtpCases().filter((x) => ONLY === undefined || ONLY.includes(x.id))) {
  // Warm up (and, for video poker, build the optimal-hold tables) outside the timings.
  for (let i = 0; i < 2_000; i++) c.play(seededFloats(-1 - i));
  let fair = 0;
  const fairStart = performance.now();
  while (performance.now() - fairStart < SECONDS * 1000) {
    for (let i = 0; i < 100; i++) c.play(floatStream('bench-server-seed', 'bench-client-seed', fair++));
  }
  const fairRate = fair / ((performance.now() - fairStart) / 1000);
  let sum = 0;
  let square = 0;
  const simStart = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const pay = c.play(seededFloats(i));
    sum += pay;
    square += pay * pay;
  }
  const simSeconds = (performance.now() - simStart) / 1000;
  const mean = sum / ROUNDS;
  const sd = c.sd ?? Math.sqrt(Math.max(0, square / ROUNDS - mean * mean));
  const band = simulationBand(sd, ROUNDS);
  const row: Row = {
    id: c.id,
    setting: c.setting,
    fairRoundsPerSecond: fairRate,
    rounds: ROUNDS,
    simulatedRtp: mean,
    exactRtp: c.rtp,
    band,
    inBand: Math.abs(mean - c.rtp) <= band,
    simRoundsPerSecond: ROUNDS / simSeconds,
  };
  rows.push(row);
  log(
    `${c.id}: ${Math.round(fairRate).toLocaleString('en')} fair rounds/s; RTP ${fixed(mean * 100, 4)} % vs ${fixed(c.rtp * 100, 4)} % ± ${fixed(band * 100, 4)}${row.inBand ? '' : ' RTP OUTSIDE BAND'}`,
  );
}

process.stdout.write(
  `${section(`Casino games: rounds/s/core (fair stream) and ${ROUNDS.toLocaleString('en')}-round RTP`)}\n`,
);
process.stdout.write(
  table(
    ['game', 'setting', 'rounds/s/core', 'simulated RTP', 'exact RTP', '±3σ/√n', 'in band'],
    rows.map((r) => [
      r.id,
      r.setting,
      Math.round(r.fairRoundsPerSecond).toLocaleString('en'),
      `${fixed(r.simulatedRtp * 100, 4)} %`,
      `${fixed(r.exactRtp * 100, 4)} %`,
      `${fixed(r.band * 100, 4)} %`,
      r.inBand ? 'yes' : 'RTP OUTSIDE BAND',
    ]),
  ) + '\n',
);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'casino-rtp.json'),
  JSON.stringify({ cpu: cpus()[0]?.model ?? 'unknown', seconds: SECONDS, rounds: ROUNDS, rows }, null, 2),
);
