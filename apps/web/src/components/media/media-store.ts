import { useSyncExternalStore } from 'react';
import {
  EMPTY_MEDIA_STATE,
  clearMedia,
  parseStoredEntities,
  selectMedia,
  toMediaEntity,
  unselectMedia,
  type MediaEntityInput,
  type MediaState,
} from './media-rules';

/** The local key of the persisted media list (spec §4: persisted locally). */
export const MEDIA_STORAGE_KEY = 'sb.media.entities';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The spec §3 Media state with the §4 Media rules: select replaces or adds, unselect removes,
 * clear removes the auto-clearable ones; the list is persisted locally and restored when empty.
 * `storage` is injectable (tests); in the browser it is localStorage, on the server nothing.
 */
export function createMediaStore(storage: () => Storage | null = browserStorage) {
  let state: MediaState = EMPTY_MEDIA_STATE;
  const listeners = new Set<() => void>();

  const set = (next: MediaState, persist: boolean) => {
    state = next;
    if (persist) {
      try {
        storage()?.setItem(MEDIA_STORAGE_KEY, JSON.stringify(next.mediaEntities));
      } catch {
        // A full or blocked storage keeps the list in memory only.
      }
    }
    for (const l of listeners) l();
  };

  return {
    getState: (): MediaState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** §4 + §5: validates (videoId or zoneId, else MediaValidationError), then replaces or adds. */
    select(input: MediaEntityInput) {
      const entity = toMediaEntity(input);
      set({ ...state, mediaEntities: selectMedia(state.mediaEntities, entity) }, true);
      return entity;
    },
    unselect(id: string) {
      set({ ...state, mediaEntities: unselectMedia(state.mediaEntities, id) }, true);
    },
    clear() {
      set({ ...state, mediaEntities: clearMedia(state.mediaEntities) }, true);
    },
    /** §4: restored from the local copy when the list is empty; a non-empty list is kept. */
    restore() {
      if (state.mediaEntities.length > 0) return;
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(MEDIA_STORAGE_KEY) ?? null;
      } catch {
        raw = null;
      }
      const restored = parseStoredEntities(raw);
      if (restored.length > 0) set({ ...state, mediaEntities: restored }, false);
    },
    setTargetScreen(target: string | null) {
      if (state.mediaTargetScreen !== target) set({ ...state, mediaTargetScreen: target }, false);
    },
    /** Spec §9: the token is held in memory only (it expires and is refreshed). */
    setUserVideoToken(token: string | null) {
      if (state.userVideoToken !== token) set({ ...state, userVideoToken: token }, false);
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

/** The page's media store (one per browser tab). */
export const mediaStore = createMediaStore();

const serverState = () => EMPTY_MEDIA_STATE;

export function useMediaState(store: MediaStore = mediaStore): MediaState {
  return useSyncExternalStore(store.subscribe, store.getState, serverState);
}
