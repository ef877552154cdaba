/** API prefix of the media calls (contracts live-api MEDIA_API; spec §7 paths not shown). */
export const MEDIA_API = '/media-api/v1';
/** Spec §9: the video token is refreshed every 10 minutes. */
export const VIDEO_TOKEN_REFRESH_MS = 10 * 60 * 1000;

export interface IntervalTimer {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realIntervalTimer: IntervalTimer = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/** `POST /media-api/v1/video-token`: the player's token, or null when refused or unreachable. */
export async function fetchVideoToken(fetchFn: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchFn(`${MEDIA_API}/video-token`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token !== '' ? body.token : null;
  } catch {
    return null;
  }
}

/**
 * Spec §6/§9: the video token is fetched only for an authenticated player, at once and then every
 * 10 minutes (the timer is injected). A visitor gets no call and no token. Returns the stop.
 */
export function keepVideoToken(opts: {
  authenticated: boolean;
  fetchToken: () => Promise<string | null>;
  onToken: (token: string | null) => void;
  timer?: IntervalTimer;
}): () => void {
  const { authenticated, fetchToken, onToken, timer = realIntervalTimer } = opts;
  if (!authenticated) {
    onToken(null);
    return () => undefined;
  }
  let stopped = false;
  const refresh = () => {
    void fetchToken().then((token) => {
      if (!stopped) onToken(token);
    });
  };
  refresh();
  const handle = timer.setInterval(refresh, VIDEO_TOKEN_REFRESH_MS);
  return () => {
    stopped = true;
    timer.clearInterval(handle);
  };
}

/** `GET /media-api/v1/games/:gameId` (contracts mediaResourceResponseSchema). */
export interface MediaResource {
  gameId: number;
  zoneId: string | null;
  videoId: string | null;
  streamUrl: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** What a game's media entity can show; null when the call fails (no video is offered then). */
export async function fetchMediaResource(gameId: number, fetchFn: typeof fetch = fetch): Promise<MediaResource | null> {
  try {
    const res = await fetchFn(`${MEDIA_API}/games/${gameId}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const b = (await res.json()) as Record<string, unknown>;
    return { gameId, zoneId: str(b['zoneId']), videoId: str(b['videoId']), streamUrl: str(b['streamUrl']) };
  } catch {
    return null;
  }
}
