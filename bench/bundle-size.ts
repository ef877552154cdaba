import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The subset of a Vite manifest chunk this measurement needs. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleSizeResult {
  manifestPath: string;
  entry: string;
  /** Entry chunk plus every chunk reachable through static imports: what the home page downloads. */
  js: AssetSize[];
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Chunks only reachable through dynamic import(): not part of the home-page budget. */
  lazyJs: AssetSize[];
  /** Stylesheets of the statically loaded chunks (informational, not in the JS budget). */
  css: AssetSize[];
  cssGzipBytes: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function parseManifest(raw: unknown): Manifest {
  if (!isRecord(raw)) throw new Error('Vite manifest is not an object');
  const manifest: Manifest = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value) || typeof value.file !== 'string') throw new Error(`manifest entry ${key} has no file`);
    manifest[key] = {
      file: value.file,
      src: typeof value.src === 'string' ? value.src : undefined,
      isEntry: value.isEntry === true,
      imports: isStringArray(value.imports) ? value.imports : [],
      dynamicImports: isStringArray(value.dynamicImports) ? value.dynamicImports : [],
      css: isStringArray(value.css) ? value.css : [],
    };
  }
  return manifest;
}

function measure(distDir: string, file: string): AssetSize {
  const content = readFileSync(join(distDir, file));
  return { file, rawBytes: content.byteLength, gzipBytes: gzipSync(content, { level: 9 }).byteLength };
}

/** Gzipped size of the JavaScript the home page loads eagerly (entry + static imports, transitively). */
export function measureBundle(distDir: string): BundleSizeResult {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));

  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  const entry = entries.find(([key]) => key.includes('entry-client')) ?? entries[0];
  if (!entry) throw new Error(`no entry chunk in ${manifestPath}`);

  // Walk static imports only; dynamic imports are fetched on demand, not by the home page.
  const staticKeys = new Set<string>();
  const queue = [entry[0]];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (staticKeys.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest references unknown chunk ${key}`);
    staticKeys.add(key);
    queue.push(...(chunk.imports ?? []));
  }

  const staticFiles = new Set<string>();
  const cssFiles = new Set<string>();
  for (const key of staticKeys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    staticFiles.add(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  const lazyFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.js') && !staticFiles.has(chunk.file)) lazyFiles.add(chunk.file);
  }

  const js = [...staticFiles].filter((f) => f.endsWith('.js')).map((f) => measure(distDir, f));
  const css = [...cssFiles].map((f) => measure(distDir, f));
  const sum = (xs: AssetSize[], k: 'rawBytes' | 'gzipBytes') => xs.reduce((t, x) => t + x[k], 0);
  return {
    manifestPath,
    entry: entry[1].file,
    js,
    jsRawBytes: sum(js, 'rawBytes'),
    jsGzipBytes: sum(js, 'gzipBytes'),
    lazyJs: [...lazyFiles].map((f) => measure(distDir, f)),
    css,
    cssGzipBytes: sum(css, 'gzipBytes'),
  };
}
