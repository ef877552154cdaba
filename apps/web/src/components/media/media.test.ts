import { describe, expect, it } from 'vitest';
import { MEDIA_STORAGE_KEY, createMediaStore } from './media-store';
import {
  MediaValidationError,
  clearMedia,
  selectMedia,
  toMediaEntity,
  unselectMedia,
  type MediaEntityInput,
} from './media-rules';

const tracker = (gameId: number, extra: Partial<MediaEntityInput> = {}): MediaEntityInput => ({
  type: 'board',
  gameId,
  sportId: 40,
  videoId: null,
  zoneId: `zone-${gameId}`,
  title: `Game ${gameId}`,
  gameLink: `/en/cyber/live/cs2/1-major/${gameId}-a-b`,
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('media entity (spec §3, §5)', () => {
  it('§3 Media entity: defaults autoClearable true, isFloating false, videoSourceType LIVE', () => {
    const e = toMediaEntity(tracker(7));
    expect(e).toMatchObject({ autoClearable: true, isFloating: false, videoSourceType: 'LIVE', isRecommended: false });
  });

  it('§3 Media entity: the id is type-gameId-videoId for a video, else the zoneId', () => {
    expect(toMediaEntity(tracker(7, { videoId: 'v9', type: 'side' })).id).toBe('side-7-v9');
    expect(toMediaEntity(tracker(7)).id).toBe('zone-7');
  });

  it('§5 the media entity needs a videoId or zoneId, otherwise an error', () => {
    expect(() => toMediaEntity(tracker(7, { zoneId: null }))).toThrow(MediaValidationError);
    expect(() => toMediaEntity(tracker(7, { zoneId: '  ' }))).toThrow(MediaValidationError);
    expect(() => toMediaEntity(tracker(7, { zoneId: null, videoId: 'v1' }))).not.toThrow();
  });
});

describe('media rules (spec §4 Media)', () => {
  it('§4 selecting replaces the entity with the same id or adds it', () => {
    const a = toMediaEntity(tracker(1));
    const b = toMediaEntity(tracker(2));
    const a2 = toMediaEntity(tracker(1, { type: 'fullscreen', title: 'new' }));
    const list = selectMedia(selectMedia([], a), b);
    expect(list.map((e) => e.id)).toEqual(['zone-1', 'zone-2']);
    const replaced = selectMedia(list, a2);
    expect(replaced).toHaveLength(2);
    expect(replaced[0]).toMatchObject({ id: 'zone-1', type: 'fullscreen', title: 'new' });
  });

  it('§4 unselecting removes it', () => {
    const list = [toMediaEntity(tracker(1)), toMediaEntity(tracker(2))];
    expect(unselectMedia(list, 'zone-1').map((e) => e.id)).toEqual(['zone-2']);
  });

  it('§4 clearing removes autoClearable ones', () => {
    const list = [toMediaEntity(tracker(1)), toMediaEntity(tracker(2, { autoClearable: false }))];
    expect(clearMedia(list).map((e) => e.id)).toEqual(['zone-2']);
  });
});

describe('media store (spec §3 Media state, §4 persisted and restored)', () => {
  it('§4 the list is persisted locally and restored when empty', () => {
    const storage = memoryStorage();
    const first = createMediaStore(() => storage);
    first.select(tracker(1));
    first.select(tracker(2, { autoClearable: false }));
    expect(JSON.parse(storage.data.get(MEDIA_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    const second = createMediaStore(() => storage);
    expect(second.getState().mediaEntities).toHaveLength(0);
    second.restore();
    expect(second.getState().mediaEntities.map((e) => e.id)).toEqual(['zone-1', 'zone-2']);
  });

  it('§4 restore keeps a list that is not empty', () => {
    const storage = memoryStorage();
    createMediaStore(() => storage).select(tracker(1));
    const other = createMediaStore(() => storage);
    other.select(tracker(9));
    other.restore();
    expect(other.getState().mediaEntities.map((e) => e.id)).toEqual(['zone-9']);
  });

  it('§5 a stored entity without videoId or zoneId is not restored; broken storage is ignored', () => {
    const bad = { ...toMediaEntity(tracker(3)), zoneId: null };
    const good = toMediaEntity(tracker(4));
    const store = createMediaStore(() => memoryStorage({ [MEDIA_STORAGE_KEY]: JSON.stringify([bad, good, 5]) }));
    store.restore();
    expect(store.getState().mediaEntities.map((e) => e.id)).toEqual(['zone-4']);
    const broken = createMediaStore(() => memoryStorage({ [MEDIA_STORAGE_KEY]: '{not json' }));
    broken.restore();
    expect(broken.getState().mediaEntities).toEqual([]);
  });

  it('§3 Media state: select/unselect/clear, mediaTargetScreen and userVideoToken', () => {
    const store = createMediaStore(() => null);
    expect(store.getState()).toEqual({ mediaEntities: [], mediaTargetScreen: null, userVideoToken: null });
    expect(() => store.select(tracker(1, { zoneId: null }))).toThrow(MediaValidationError);
    store.select(tracker(1));
    store.select(tracker(2, { autoClearable: false }));
    store.unselect('zone-2');
    expect(store.getState().mediaEntities.map((e) => e.id)).toEqual(['zone-1']);
    store.clear();
    expect(store.getState().mediaEntities).toEqual([]);
    store.setTargetScreen('fullscreen');
    store.setUserVideoToken('tok');
    expect(store.getState()).toMatchObject({ mediaTargetScreen: 'fullscreen', userVideoToken: 'tok' });
  });
});
