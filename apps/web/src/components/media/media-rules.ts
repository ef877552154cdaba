/**
 * Spec §3 Media entity and Media state, §4 Media rule, §5 media validation (issue 14): the pure
 * rules of the media store. The store (media-store.ts) holds the state and persists it.
 */

/** Where a media entity is shown (spec §3 type). */
export const MEDIA_TYPES = ['board', 'fullscreen', 'overview', 'side'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Spec §3 videoSourceType (default LIVE). */
export type VideoSourceType = 'LIVE' | 'RECORD';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §3 Media entity. */
export interface MediaEntity {
  /** type-gameId-videoId, or the zoneId (a match tracker). */
  id: string;
  type: MediaType;
  /** The element or screen it is shown in (a page's slot name). */
  target: string;
  gameId: number;
  sportId: number;
  videoId: string | null;
  zoneId: string | null;
  title: string;
  boundingClientRect: Rect | null;
  gameLink: string;
  /** Default true: clearing removes it. */
  autoClearable: boolean;
  /** Default false. */
  isFloating: boolean;
  /** Default LIVE. */
  videoSourceType: VideoSourceType;
  isRecommended: boolean;
}

/** What a caller gives to select an entity: the spec's defaults fill the rest. */
export type MediaEntityInput = Omit<
  MediaEntity,
  'id' | 'autoClearable' | 'isFloating' | 'videoSourceType' | 'isRecommended' | 'boundingClientRect' | 'target'
> &
  Partial<
    Pick<
      MediaEntity,
      'autoClearable' | 'isFloating' | 'videoSourceType' | 'isRecommended' | 'boundingClientRect' | 'target'
    >
  >;

/** Spec §3 Media state. */
export interface MediaState {
  mediaEntities: readonly MediaEntity[];
  /** The screen the media is shown on (a target name), null when none is chosen. */
  mediaTargetScreen: string | null;
  /** The video token (spec §6/§9: only for a logged-in player), null when none. */
  userVideoToken: string | null;
}

export const EMPTY_MEDIA_STATE: MediaState = { mediaEntities: [], mediaTargetScreen: null, userVideoToken: null };

/** §5: the media entity needs a videoId or zoneId, otherwise an error. */
export class MediaValidationError extends Error {
  readonly code = 'media_source_required';
  constructor() {
    super('A media entity needs a videoId or a zoneId');
    this.name = 'MediaValidationError';
  }
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** §5 validation, then the §3 defaults and id (type-gameId-videoId for a video, else the zoneId). */
export function toMediaEntity(input: MediaEntityInput): MediaEntity {
  if (!present(input.videoId) && !present(input.zoneId)) throw new MediaValidationError();
  const id = present(input.videoId) ? `${input.type}-${input.gameId}-${input.videoId}` : (input.zoneId as string);
  return {
    ...input,
    id,
    videoId: present(input.videoId) ? input.videoId : null,
    zoneId: present(input.zoneId) ? input.zoneId : null,
    target: input.target ?? input.type,
    boundingClientRect: input.boundingClientRect ?? null,
    autoClearable: input.autoClearable ?? true,
    isFloating: input.isFloating ?? false,
    videoSourceType: input.videoSourceType ?? 'LIVE',
    isRecommended: input.isRecommended ?? false,
  };
}

/** §4: selecting replaces the entity with the same id or adds it. */
export function selectMedia(entities: readonly MediaEntity[], entity: MediaEntity): MediaEntity[] {
  const i = entities.findIndex((e) => e.id === entity.id);
  if (i < 0) return [...entities, entity];
  return entities.map((e, j) => (j === i ? entity : e));
}

/** §4: unselecting removes it. */
export function unselectMedia(entities: readonly MediaEntity[], id: string): MediaEntity[] {
  return entities.filter((e) => e.id !== id);
}

/** §4: clearing removes the autoClearable ones. */
export function clearMedia(entities: readonly MediaEntity[]): MediaEntity[] {
  return entities.filter((e) => !e.autoClearable);
}

/** A stored entity read back: anything that is not a valid entity is dropped. */
export function parseStoredEntities(raw: string | null): MediaEntity[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: MediaEntity[] = [];
  for (const item of parsed as unknown[]) {
    if (!isEntity(item)) continue;
    try {
      out.push(toMediaEntity(item));
    } catch {
      // §5: an entity without videoId or zoneId is not restored.
    }
  }
  return out;
}

function isEntity(v: unknown): v is MediaEntity {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e['type'] === 'string' &&
    (MEDIA_TYPES as readonly string[]).includes(e['type']) &&
    typeof e['gameId'] === 'number' &&
    typeof e['sportId'] === 'number' &&
    typeof e['title'] === 'string' &&
    typeof e['gameLink'] === 'string' &&
    (e['videoId'] === null || typeof e['videoId'] === 'string') &&
    (e['zoneId'] === null || typeof e['zoneId'] === 'string')
  );
}
