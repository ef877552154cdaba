/**
 * Lighthouse mobile only, on the page families with a budget (issue 13: ≥ 95 in three consecutive
 * runs), without the load tests of `npm run bench`: `npm run bench:lighthouse` after `npm run build`.
 * Options: `--runs N` (default 3), `--page <path>` (repeatable; default: home and a championship),
 * `--dist <dir>` to serve another client build (e.g. a private one while others rebuild the shared one).
 * Prints every run, where the main thread went and the budget verdicts; exit code 1 when a budget is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fixed, kb, median, ms, section, table } from './format';
import { runLighthouse, type LighthouseRun } from './lighthouse';
import { findFreePort, startServer } from './server';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const HOST = '127.0.0.1';
const SCORE_MIN = 95;
export const BUDGET_PAGES = ['/en', '/en/home/line/sports/1-football/5-english-premier-division'];

function log(message: string) {
  process.stderr.write(`[lighthouse] ${message}\n`);
}

/** The audits that explain a TBT figure: which scripts ran, and for how long. */
function mainThread(run: LighthouseRun): string[] {
  const out: string[] = [];
  const lhr = run.lhr;
  for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks', 'unused-javascript']) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    out.push(`  ${audit.title}: ${audit.displayValue ?? '-'}`);
    const details = audit.details;
    if (details?.type !== 'table' && details?.type !== 'opportunity') continue;
    for (const item of details.items.slice(0, 6)) {
      const label = [item.url, item.groupLabel, item.group].find((v) => typeof v === 'string') ?? '?';
      const figures = (['duration', 'total', 'scripting', 'startTime', 'wastedBytes'] as const)
        .filter((k) => typeof item[k] === 'number')
        .map((k) => `${k} ${k === 'wastedBytes' ? kb(Number(item[k])) : ms(Number(item[k]))}`);
      out.push(`    ${String(label)}  ${figures.join(', ')}`);
    }
  }
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      page: { type: 'string', multiple: true },
      dist: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const pages = values.page?.length ? values.page : BUDGET_PAGES;
  const env: Record<string, string> = {};
  if (values.dist) env.WEB_DIST_DIR = isAbsolute(values.dist) ? values.dist : resolve(values.dist);

  const port = await findFreePort(3250, HOST);
  const server = await startServer({ repoRoot: REPO_ROOT, port, host: HOST, dataDir: '.tmp/bench-lh-data', env });
  const results: { path: string; runs: LighthouseRun[] }[] = [];
  try {
    for (const path of pages) {
      const done: LighthouseRun[] = [];
      for (let i = 1; i <= runs; i++) {
        let run: LighthouseRun;
        try {
          run = await runLighthouse(`${server.origin}${path}`);
        } catch (err) {
          // A trace Chrome failed to record (NO_NAVSTART on a busy machine) says nothing about
          // the page: measure that run again, once.
          log(`${path} #${i} failed (${err instanceof Error ? err.message : String(err)}); running it again`);
          run = await runLighthouse(`${server.origin}${path}`);
        }
        const m = run.metrics;
        log(
          `${path} #${i}: score ${m.score}, FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, ` +
            `CLS ${fixed(m.cls, 3)}; load average ${loadavg()[0]?.toFixed(2)}`,
        );
        done.push(run);
      }
      results.push({ path, runs: done });
    }
  } finally {
    await server.stop();
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const out: string[] = [];
  const verdicts: string[][] = [];
  let missed = 0;
  for (const { path, runs: done } of results) {
    out.push(section(`Lighthouse mobile ${path}`));
    out.push(
      table(
        ['run', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'],
        done.map((r, i) => [
          `#${i + 1}`,
          String(r.metrics.score),
          ms(r.metrics.fcpMs),
          ms(r.metrics.lcpMs),
          ms(r.metrics.tbtMs),
          fixed(r.metrics.cls, 3),
          ms(r.metrics.speedIndexMs),
        ]),
      ),
    );
    const worst = [...done].sort((a, b) => a.metrics.score - b.metrics.score)[0];
    if (worst) {
      out.push(`worst run (#${done.indexOf(worst) + 1}):`, ...mainThread(worst));
      const file = join(RESULTS_DIR, `lighthouse${path.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(worst.lhr));
      out.push(`  report: ${file}`);
    }
    const scores = done.map((r) => r.metrics.score);
    const pass = scores.every((s) => s >= SCORE_MIN);
    if (!pass) missed++;
    verdicts.push([
      path,
      `every run >= ${SCORE_MIN}`,
      `${scores.join(', ')} (median ${median(scores)})`,
      pass ? 'ok' : 'MISSED',
    ]);
  }
  out.push(section('Budgets'), table(['page', 'limit', 'runs', 'result'], verdicts));
  process.stdout.write(`${out.join('\n')}\n`);
  return missed;
}

main().then(
  (missed) => process.exit(missed === 0 ? 0 : 1),
  (err: unknown) => {
    console.error('[lighthouse] failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(2);
  },
);
