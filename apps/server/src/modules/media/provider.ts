/**
 * Issue 14, spec §3 Media: where a game's video comes from. A provider names the games it shows
 * (its videoId for a game) and gives a stream URL for a viewer's video token. With no provider
 * configured no game has a video and nothing pretends otherwise.
 */
export interface VideoProvider {
  /** Shown in logs and the operator's notes. */
  readonly name: string;
  /** The provider's id of a game's video, null when it does not show the game. */
  videoIdOf(game: { id: number; sportId: number }): string | null;
  /** A playable URL of a video for a viewer holding `token` (a video token of ours). */
  streamUrl(videoId: string, token: string): string;
}

/** Placeholders of VIDEO_PROVIDER_URL. */
export const VIDEO_ID_PLACEHOLDER = '{videoId}';
export const TOKEN_PLACEHOLDER = '{token}';

/**
 * A provider that streams games in play by our game id (the operator's contract with it says
 * so): VIDEO_PROVIDER_URL is its stream URL with `{videoId}` (our `g<gameId>`) and optionally
 * `{token}` (the player's video token, which the provider checks with the shared key). Without
 * `{token}` the token goes in a `token` query parameter.
 */
export function urlTemplateProvider(template: string): VideoProvider {
  if (!template.includes(VIDEO_ID_PLACEHOLDER)) {
    throw new Error(`VIDEO_PROVIDER_URL must contain ${VIDEO_ID_PLACEHOLDER}`);
  }
  return {
    name: new URL(template.replaceAll(VIDEO_ID_PLACEHOLDER, 'x').replaceAll(TOKEN_PLACEHOLDER, 'x')).host,
    videoIdOf: (game) => `g${game.id}`,
    streamUrl: (videoId, token) => {
      const id = encodeURIComponent(videoId);
      const t = encodeURIComponent(token);
      if (template.includes(TOKEN_PLACEHOLDER)) {
        return template.replaceAll(VIDEO_ID_PLACEHOLDER, id).replaceAll(TOKEN_PLACEHOLDER, t);
      }
      const url = new URL(template.replaceAll(VIDEO_ID_PLACEHOLDER, id));
      url.searchParams.set('token', token);
      return url.toString();
    },
  };
}

/** The configured provider, or null (the default: no video is offered). */
export function videoProviderFromEnv(url: string | undefined): VideoProvider | null {
  return url ? urlTemplateProvider(url) : null;
}
