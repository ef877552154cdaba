/** Spec §8: chunk-load failure reloads the page (once per minute). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = 'chunk_reload_at';

export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Returns whether a reload was started; a second failure within the minute is left visible. */
export function reloadAfterChunkError(deps: ReloadDeps): boolean {
  const last = Number(deps.storage?.getItem(KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    deps.storage?.setItem(KEY, String(now));
  } catch {
    // Private mode storage can throw; reloading anyway is still bounded by the error itself.
  }
  deps.reload();
  return true;
}

export function installChunkReload(): void {
  const handler = (event: Event) => {
    event.preventDefault();
    reloadAfterChunkError({ now: Date.now, storage: safeSessionStorage(), reload: () => location.reload() });
  };
  window.addEventListener('vite:preloadError', handler);
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
