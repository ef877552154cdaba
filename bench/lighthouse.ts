import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

type AuditResult = Result['audits'][string];
type AuditDetails = NonNullable<AuditResult['details']>;

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LighthouseMetrics {
  /** Performance category score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

export interface FlaggedItem {
  url?: string;
  wastedBytes?: number;
  wastedMs?: number;
  totalBytes?: number;
  label?: string;
}

/** A performance audit that did not pass: an opportunity or a diagnostic to act on. */
export interface FlaggedAudit {
  id: string;
  title: string;
  group: string;
  score: number | null;
  displayValue?: string;
  /** Estimated savings per metric (ms for LCP/FCP/TBT, unitless for CLS). */
  metricSavings: Record<string, number>;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
  /** Largest offenders (up to 5). */
  items: FlaggedItem[];
}

/** A request the page made that did not succeed: the measured page is then not the real one. */
export interface FailedRequest {
  url: string;
  /** HTTP status, or -1 when the request failed or was blocked (e.g. MIME-type mismatch). */
  statusCode: number;
  resourceType?: string;
}

export interface LighthouseRun {
  metrics: LighthouseMetrics;
  failedRequests: FailedRequest[];
  lighthouseVersion: string;
  userAgent: string;
  formFactor: string;
  throttlingMethod: string;
  runWarnings: string[];
  flagged: FlaggedAudit[];
  /** Key numeric diagnostics regardless of pass/fail (ms or bytes or counts). */
  diagnostics: Record<string, { numericValue?: number; displayValue?: string }>;
  lhr: Result;
}

const METRIC_AUDITS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
} as const;

const DIAGNOSTIC_AUDITS = [
  'interactive',
  'max-potential-fid',
  'server-response-time',
  'total-byte-weight',
  'dom-size',
  'bootup-time',
  'mainthread-work-breakdown',
  'network-requests',
  'resource-summary',
  'long-tasks',
];

const SCORED_MODES = new Set(['numeric', 'binary', 'metricSavings']);

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result has no numeric value for ${id}`);
  return value;
}

function detailItems(details: AuditDetails | undefined): FlaggedItem[] {
  if (!details || (details.type !== 'opportunity' && details.type !== 'table')) return [];
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return details.items.slice(0, 5).map((item) => {
    const out: FlaggedItem = {};
    if (typeof item.url === 'string') out.url = item.url;
    const wastedBytes = num(item.wastedBytes);
    const wastedMs = num(item.wastedMs);
    const totalBytes = num(item.totalBytes);
    if (wastedBytes !== undefined) out.wastedBytes = wastedBytes;
    if (wastedMs !== undefined) out.wastedMs = wastedMs;
    if (totalBytes !== undefined) out.totalBytes = totalBytes;
    if (!out.url) {
      // Non-URL rows (e.g. main-thread categories, DOM nodes): keep a short label.
      for (const key of ['groupLabel', 'label', 'group', 'statistic', 'entity']) {
        const v = item[key];
        if (typeof v === 'string') {
          out.label = v;
          break;
        }
      }
      const duration = num(item.duration) ?? num(item.total) ?? num(item.value);
      if (duration !== undefined && out.wastedMs === undefined) out.wastedMs = duration;
    }
    return out;
  });
}

function failedRequests(lhr: Result): FailedRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  const out: FailedRequest[] = [];
  for (const item of details.items) {
    const { url, statusCode, resourceType } = item;
    if (typeof url !== 'string' || typeof statusCode !== 'number') continue;
    if (statusCode >= 200 && statusCode < 400) continue;
    out.push({ url, statusCode, resourceType: typeof resourceType === 'string' ? resourceType : undefined });
  }
  return out;
}

/** Impact used to rank flagged audits: the largest estimated ms saving on any metric. */
export function impactMs(a: FlaggedAudit): number {
  const { LCP = 0, FCP = 0, TBT = 0 } = a.metricSavings;
  return Math.max(LCP, FCP, TBT, a.overallSavingsMs ?? 0);
}

function flaggedAudits(lhr: Result): FlaggedAudit[] {
  const perf = lhr.categories.performance;
  if (!perf) return [];
  const out: FlaggedAudit[] = [];
  for (const ref of perf.auditRefs) {
    const group = ref.group ?? 'other';
    if (group === 'metrics' || group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode)) continue;
    if (audit.score === null || audit.score >= 0.9) continue;
    const metricSavings: Record<string, number> = {};
    for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
      if (typeof value === 'number' && value > 0) metricSavings[metric] = value;
    }
    const details = audit.details;
    const flagged: FlaggedAudit = {
      id: audit.id,
      title: audit.title,
      group,
      score: audit.score,
      metricSavings,
      items: detailItems(details),
    };
    if (audit.displayValue) flagged.displayValue = audit.displayValue;
    if (details?.type === 'opportunity') {
      if (details.overallSavingsMs !== undefined) flagged.overallSavingsMs = details.overallSavingsMs;
      if (details.overallSavingsBytes !== undefined) flagged.overallSavingsBytes = details.overallSavingsBytes;
    }
    out.push(flagged);
  }
  return out.sort((a, b) => impactMs(b) - impactMs(a) || (a.score ?? 1) - (b.score ?? 1));
}

/** One Lighthouse performance run (default config: mobile emulation, simulated throttling) in a fresh Chrome. */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse produced no performance score');

    const diagnostics: LighthouseRun['diagnostics'] = {};
    for (const id of DIAGNOSTIC_AUDITS) {
      const audit = lhr.audits[id];
      if (!audit) continue;
      diagnostics[id] = { numericValue: audit.numericValue, displayValue: audit.displayValue };
    }

    return {
      metrics: {
        score: Math.round(score * 100),
        lcpMs: numericAudit(lhr, METRIC_AUDITS.lcpMs),
        tbtMs: numericAudit(lhr, METRIC_AUDITS.tbtMs),
        cls: numericAudit(lhr, METRIC_AUDITS.cls),
        fcpMs: numericAudit(lhr, METRIC_AUDITS.fcpMs),
        speedIndexMs: numericAudit(lhr, METRIC_AUDITS.speedIndexMs),
      },
      failedRequests: failedRequests(lhr),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      runWarnings: lhr.runWarnings,
      flagged: flaggedAudits(lhr),
      diagnostics,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}
