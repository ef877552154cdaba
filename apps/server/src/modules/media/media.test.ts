import { describe, expect, it } from 'vitest';
import { VIDEO_TOKEN_REFRESH_MS, type LiveState } from '@sb/contracts';
import { MediaService } from './media-service';
import { urlTemplateProvider, videoProviderFromEnv, type VideoProvider } from './provider';
import { VIDEO_TOKEN_TTL_MS, issueVideoToken, verifyVideoToken } from './video-token';

const KEY = 'k'.repeat(43);
const NOW = Date.parse('2026-03-10T19:00:00Z');

/** A sandbox provider, for these tests only: it says what it is (no stream exists behind it). */
const sandbox: VideoProvider = {
  name: 'test-sandbox',
  videoIdOf: (g) => (g.sportId === 1 ? `sandbox-${g.id}` : null),
  streamUrl: (videoId, token) => `https://sandbox.invalid/${videoId}?token=${token}`,
};

function stateOf(gameId: number, statusId: number): LiveState {
  return {
    gameId,
    sportId: 1,
    statusId,
    period: 1,
    periodsTotal: 2,
    clockSec: 600,
    clockRunning: true,
    score: { home: 0, away: 0, periods: [[0, 0]] },
    points: null,
    serving: null,
    stats: {},
    betStop: false,
    possession: null,
    incidents: [],
    zoneId: `z${gameId}`,
    updatedAt: NOW,
  };
}

function service(provider: VideoProvider | null) {
  const games = new Map([
    [1, { id: 1, sportId: 1, state: stateOf(1, 2) }],
    [2, { id: 2, sportId: 3, state: stateOf(2, 2) }],
    [3, { id: 3, sportId: 1, state: null }],
  ]);
  return new MediaService({
    line: { game: (id) => games.get(id) ?? null, liveState: (id) => games.get(id)?.state ?? null },
    provider,
    tokenKey: KEY,
    now: () => NOW,
  });
}

describe('video token (spec §6, §7)', () => {
  it('§7 video-token refresh every 10 min: a token outlives the refresh interval, then expires', () => {
    const { token, expiresAt } = issueVideoToken(KEY, 42, NOW);
    expect(expiresAt - NOW).toBe(VIDEO_TOKEN_TTL_MS);
    expect(VIDEO_TOKEN_TTL_MS).toBeGreaterThan(VIDEO_TOKEN_REFRESH_MS);
    expect(verifyVideoToken(KEY, token, NOW + VIDEO_TOKEN_REFRESH_MS)).toBe(42);
    expect(verifyVideoToken(KEY, token, expiresAt)).toBeNull();
  });

  it('a token verifies only with its key and untouched', () => {
    const { token } = issueVideoToken(KEY, 42, NOW);
    expect(verifyVideoToken('x'.repeat(43), token, NOW)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 1, e: NOW + 1e9 })).toString('base64url');
    expect(verifyVideoToken(KEY, `${forged}.${signature}`, NOW)).toBeNull();
    expect(verifyVideoToken(KEY, `${payload}.${signature}.x`, NOW)).toBeNull();
    expect(verifyVideoToken(KEY, 'garbage', NOW)).toBeNull();
  });
});

describe('media resource (spec §3 Media entity)', () => {
  it('no provider configured (the default): no game has a video, a game in play still has its zone', () => {
    expect(videoProviderFromEnv(undefined)).toBeNull();
    expect(service(null).resource(1, 42)).toEqual({ gameId: 1, zoneId: 'z1', videoId: null, streamUrl: null });
    expect(service(null).resource(3, 42)).toEqual({ gameId: 3, zoneId: null, videoId: null, streamUrl: null });
    expect(service(null).resource(9, 42)).toBeNull();
  });

  it('§6 with a provider: the video of a game it shows, the stream only for a logged-in player, with a valid token', () => {
    const media = service(sandbox);
    const guest = media.resource(1, null);
    expect(guest).toEqual({ gameId: 1, zoneId: 'z1', videoId: 'sandbox-1', streamUrl: null });
    const player = media.resource(1, 42);
    const url = new URL(player?.streamUrl ?? '');
    expect(verifyVideoToken(KEY, url.searchParams.get('token') ?? '', NOW)).toBe(42);
    // A game the provider does not show, and a game not in play, have no video.
    expect(media.resource(2, 42)?.videoId).toBeNull();
    expect(media.resource(3, 42)?.videoId).toBeNull();
  });

  it('VIDEO_PROVIDER_URL: {videoId} and {token} are filled in; without {token} the token is a query parameter', () => {
    const withToken = urlTemplateProvider('https://video.example/live/{videoId}/index.m3u8?t={token}');
    expect(withToken.videoIdOf({ id: 7, sportId: 1 })).toBe('g7');
    expect(withToken.streamUrl('g7', 'a.b')).toBe('https://video.example/live/g7/index.m3u8?t=a.b');
    const plain = urlTemplateProvider('https://video.example/live/{videoId}.m3u8');
    expect(plain.streamUrl('g7', 'a.b')).toBe('https://video.example/live/g7.m3u8?token=a.b');
    expect(() => urlTemplateProvider('https://video.example/live')).toThrow(/videoId/);
  });
});
