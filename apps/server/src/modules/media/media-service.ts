import { GAME_STATUS_ID, type LiveState, type MediaResourceResponse, type VideoTokenResponse } from '@sb/contracts';
import type { VideoProvider } from './provider';
import { issueVideoToken } from './video-token';

/** What media needs of the line (wired in app.ts from LineService; no import of the line module). */
export interface MediaLine {
  game(gameId: number): { id: number; sportId: number } | null;
  /** The in-play state of a game being played at `now`, else null. */
  liveState(gameId: number, now: number): LiveState | null;
}

export interface MediaDeps {
  line: MediaLine;
  provider: VideoProvider | null;
  /** HMAC key of video tokens (derived from the app's signing key). */
  tokenKey: string;
  now: () => number;
}

/** Spec §3 Media entity: a game's match tracker (zoneId) and video (videoId, stream). */
export class MediaService {
  constructor(private readonly deps: MediaDeps) {}

  videoToken(userId: number): VideoTokenResponse {
    return issueVideoToken(this.deps.tokenKey, userId, this.deps.now());
  }

  /**
   * The media of a game, null when the game is unknown. zoneId while it is played; a video only
   * while it is played and a provider shows it; the stream URL only for a logged-in player.
   */
  resource(gameId: number, userId: number | null): MediaResourceResponse | null {
    const game = this.deps.line.game(gameId);
    if (!game) return null;
    const now = this.deps.now();
    const state = this.deps.line.liveState(gameId, now);
    const playing = state !== null && state.statusId !== GAME_STATUS_ID.finished;
    const videoId = playing && this.deps.provider ? this.deps.provider.videoIdOf(game) : null;
    const streamUrl =
      videoId !== null && userId !== null && this.deps.provider
        ? this.deps.provider.streamUrl(videoId, this.videoToken(userId).token)
        : null;
    return { gameId, zoneId: playing ? state.zoneId : null, videoId, streamUrl };
  }
}
