import { useSyncExternalStore } from 'react';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A small persisted store: read once from localStorage (a bad stored value gives the defaults,
 * never a crash), written on every change, shared by every component. The server render and the
 * hydration use the defaults; the stored value shows right after (useSyncExternalStore).
 */
export function createLocalStore<T>(
  key: string,
  parse: (raw: unknown) => T,
  defaults: T,
  storage: () => Storage | null = browserStorage,
) {
  let state: T | null = null;
  const listeners = new Set<() => void>();
  const load = (): T => {
    if (state !== null) return state;
    let raw: unknown = null;
    try {
      const text = storage()?.getItem(key);
      raw = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      raw = null;
    }
    state = raw === null ? defaults : parse(raw);
    return state;
  };
  const store = {
    get: load,
    set(next: T): void {
      state = next;
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the change holds for this page.
      }
      for (const l of listeners) l();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
export type LocalStore<T> = ReturnType<typeof createLocalStore<T>>;

export function useLocalStore<T>(store: LocalStore<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
