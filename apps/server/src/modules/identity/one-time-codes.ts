import { and, eq, isNull, sql } from 'drizzle-orm';
import { recoveryCodeError } from '@sb/identity';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { numericCode, randomToken, safeEqual, sha256 } from './crypto';
import { DomainError } from '../../http/errors';
import { markerExpiry } from './markers';
import type { MessageSender } from './messages';
import { codeMessage } from './message-templates';
import { hit, peek } from './rate-limit';

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'recovery' | 'phone_confirm' | 'email_confirm' | 'sms_login';

const codeError = (err: 'wrong_code' | 'time_up') => new DomainError(400, err, `auth_${err}`);

/**
 * Six-digit codes sent by SMS or e-mail (spec §4: `wrong_code` while the code is unexpired,
 * `time_up` after; five tries per code).
 *
 * Issue 11 §6: a request id the server never gave out for an account (a decoy answered for an
 * unknown login, or one made up) answers exactly like a real one — the same codes, the same
 * counting, `time_up` after five wrong tries or fifteen minutes — so the answers never tell
 * whether an account exists. Decoys keep their first-seen time as a marker and their tries in a
 * counter; a real code keeps both in its row.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly now: () => number,
  ) {}

  /**
   * Sends a new code (earlier unused codes of the same purpose die) and answers its request id.
   * `linkOf` gives the message a link built from the request id (the recovery e-mail's
   * user/passwordreset link).
   */
  async send(
    userId: number,
    purpose: CodePurpose,
    to: { channel: 'sms' | 'email'; recipient: string },
    lang?: string,
    linkOf?: (requestId: string) => string,
  ) {
    const code = numericCode(6);
    const id = randomToken(16);
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await this.db.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(this.now() + CODE_TTL_MS),
    });
    await this.sender.send({ ...to, ...codeMessage(purpose, code, lang, linkOf?.(id)) });
    return id;
  }

  /** A request id for a request that sends nothing (unknown account), alive from now like a real one. */
  async decoy(purpose: CodePurpose): Promise<string> {
    const id = randomToken(16);
    await markerExpiry(this.db, 'code', `${purpose}:${id}`, this.now() + CODE_TTL_MS, this.now());
    return id;
  }

  /** Checks a code; answers the account it belongs to and spends it, or throws wrong_code / time_up. */
  async check(id: string, code: string, purpose: CodePurpose, userId?: number): Promise<number> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    if (!row || (userId !== undefined && row.userId !== userId)) return this.checkDecoy(id, purpose);
    const now = this.now();
    const expiry = row.expiresAt.getTime();
    if (row.attempts >= CODE_MAX_ATTEMPTS || expiry <= now) throw codeError('time_up');
    if (!safeEqual(row.codeHash, sha256(`${id}:${code.trim()}`))) {
      await this.db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id));
      throw codeError(recoveryCodeError(expiry, now));
    }
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, id));
    return row.userId;
  }

  /** The same steps as a wrong code for a real id: counted, then time_up. Nothing ever matches. */
  private async checkDecoy(id: string, purpose: CodePurpose): Promise<never> {
    const now = this.now();
    const key = `${purpose}:${id}`;
    const expiry = await markerExpiry(this.db, 'code', key, now + CODE_TTL_MS, now);
    // One window per decoy, starting at its first sight: the count lives as long as the decoy.
    const windowS = Math.ceil(CODE_TTL_MS / 1000);
    const windowAt = expiry - CODE_TTL_MS;
    if ((await peek(this.db, `code-try:${key}`, windowS, windowAt)) >= CODE_MAX_ATTEMPTS || expiry <= now) {
      throw codeError('time_up');
    }
    await hit(this.db, `code-try:${key}`, windowS, windowAt);
    throw codeError(recoveryCodeError(expiry, now));
  }
}
