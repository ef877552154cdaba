import { appVersionOfEntry, DEV_APP_VERSION } from '@sb/contracts/app-header';

let cached: string | null = null;

/**
 * The build this page runs: the hashed entry script the server put in the page (the server
 * names its build by the same rule, see GET /bff-api/app/version). Read once: a later deploy
 * must not change what this tab believes it runs.
 */
export function clientAppVersion(doc: Document | undefined = globalThis.document): string {
  if (cached !== null) return cached;
  if (!doc) return DEV_APP_VERSION;
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'));
  const entry = scripts.map((s) => appVersionOfEntry(s.getAttribute('src'))).find((v) => v !== DEV_APP_VERSION);
  cached = entry ?? DEV_APP_VERSION;
  return cached;
}
