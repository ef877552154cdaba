import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientAssets {
  entry: string | null;
  css: string[];
  preload: string[];
  /** Every hashed file, for the service worker's precache list. */
  all: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Reads Vite's manifest once at boot: hashed names are stable for the life of the process. */
export function readClientAssets(distDir: string): ClientAssets {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return { entry: null, css: [], preload: [], all: [] };
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entryChunk = Object.values(manifest).find((c) => c.isEntry);
  if (!entryChunk) return { entry: null, css: [], preload: [], all: [] };
  const preload = (entryChunk.imports ?? []).map((k) => manifest[k]?.file).filter((f): f is string => !!f);
  const all = new Set<string>();
  for (const c of Object.values(manifest)) {
    all.add(`/${c.file}`);
    for (const css of c.css ?? []) all.add(`/${css}`);
  }
  return {
    entry: `/${entryChunk.file}`,
    css: (entryChunk.css ?? []).map((f) => `/${f}`),
    preload: preload.map((f) => `/${f}`),
    all: [...all],
  };
}
