import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoProviderSessions } from '../../db/schema';
import { sessionAlive } from '../identity';
import type { RgService } from '../responsible';
import type { SeamlessCode } from './seamless-wallet';

/**
 * Issue 25 §7 and §8: provider game sessions. A launch URL used to carry a permanent player
 * token: opened twice, from anywhere, it played on the player's money. Now:
 *
 * - the launch (`issue`) creates a one-use launch token, kept only as its SHA-256, bound to the
 *   player, the game and the site session that asked for it, valid until `launchExpiresAt`;
 * - the provider's `authenticate` call consumes it in one UPDATE (`open`): the first call wins on
 *   every node, a second gets nothing; it answers a fresh session token (again kept as a hash);
 * - every later wallet call carries the session token (`find`): it names the player and the game;
 * - the session ends with its site session (logout, expiry) and with a time-out or
 *   self-exclusion (`liveness`): balance and debits are refused, while wins and rollbacks of
 *   rounds already staked are still taken (the player's money must come back).
 */
export interface ProviderSession {
  provider: string;
  userId: number;
  gameId: string;
  siteSessionId: string;
}

export interface ProviderSessionsDeps {
  db: Db;
  rg: Pick<RgService, 'excluded'>;
  now: () => number;
}

const token = () => randomBytes(32).toString('base64url');
const hashOf = (t: string) => createHash('sha256').update(t).digest('hex');

export class ProviderSessions {
  constructor(private readonly deps: ProviderSessionsDeps) {}

  /** A one-use launch token for this player, game and site session, valid until `expiresAt` (ms). */
  async issue(s: ProviderSession & { expiresAt: number }): Promise<string> {
    const launchToken = token();
    await this.deps.db.insert(casinoProviderSessions).values({
      launchHash: hashOf(launchToken),
      provider: s.provider,
      userId: s.userId,
      gameId: s.gameId,
      siteSessionId: s.siteSessionId,
      launchExpiresAt: new Date(s.expiresAt),
    });
    return launchToken;
  }

  /**
   * Consumes a launch token of this provider (once, before it expires) and answers the session
   * and its token; a used, expired, unknown or other provider's token answers INVALID_TOKEN, a
   * session whose site session ended or whose player is blocked its code (the token is spent).
   */
  async open(
    provider: string,
    launchToken: string,
  ): Promise<{ ok: true; session: ProviderSession; sessionToken: string } | { ok: false; code: SeamlessCode }> {
    const sessionToken = token();
    const now = new Date(this.deps.now());
    const [row] = await this.deps.db
      .update(casinoProviderSessions)
      .set({ openedAt: now, sessionHash: hashOf(sessionToken) })
      .where(
        and(
          eq(casinoProviderSessions.launchHash, hashOf(launchToken)),
          eq(casinoProviderSessions.provider, provider),
          isNull(casinoProviderSessions.openedAt),
          gt(casinoProviderSessions.launchExpiresAt, now),
        ),
      )
      .returning();
    if (!row) return { ok: false, code: 'INVALID_TOKEN' };
    const session = { provider, userId: row.userId, gameId: row.gameId, siteSessionId: row.siteSessionId };
    const code = await this.liveness(session);
    return code ? { ok: false, code } : { ok: true, session, sessionToken };
  }

  /** The opened session a token names for this provider, ended or not (null: no such session). */
  async find(provider: string, sessionToken: string): Promise<ProviderSession | null> {
    const [row] = await this.deps.db
      .select()
      .from(casinoProviderSessions)
      .where(
        and(
          eq(casinoProviderSessions.sessionHash, hashOf(sessionToken)),
          eq(casinoProviderSessions.provider, provider),
        ),
      );
    return row ? { provider, userId: row.userId, gameId: row.gameId, siteSessionId: row.siteSessionId } : null;
  }

  /**
   * Null while the session may play; else why not: the player is blocked (a time-out or
   * self-exclusion, which also revokes the site sessions: named first, it is the reason), or its
   * site session ended.
   */
  async liveness(s: ProviderSession): Promise<'PLAYER_BLOCKED' | 'SESSION_EXPIRED' | null> {
    if (await this.deps.rg.excluded(s.userId)) return 'PLAYER_BLOCKED';
    return (await sessionAlive(this.deps.db, s.siteSessionId, this.deps.now())) ? null : 'SESSION_EXPIRED';
  }
}
