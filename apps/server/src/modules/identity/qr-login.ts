import { and, eq, gt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { qrLogins } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { audit } from './audit';
import { randomToken, sha256 } from './crypto';
import { hit } from './rate-limit';
import { createSession } from './sessions';

/** A QR code lets a device in for two minutes after it is shown, once. */
export const QR_LOGIN_TTL_MS = 2 * 60_000;
/** What the new device polls for, at most this often (the web polls every 2 s). */
export const QR_POLL_INTERVAL_MS = 2_000;

/** QR codes one address may ask for in ten minutes (each one is a row; polling is free). */
export const QR_STARTS_PER_10_MIN = 30;

export type QrStatus = 'pending' | 'approved' | 'used' | 'expired';
type Meta = { ip: string; userAgent: string | undefined };

const notFound = () => new DomainError(404, 'qr_not_found', 'qr_login_expired', 'No such QR login, or it has expired');

/**
 * Issue 17 QR authorization. The new device asks for a code (shown as a QR code of the confirm
 * URL) and keeps a poll secret; a logged-in device opens the URL and confirms, seeing where the
 * request came from; the new device's next poll turns the approval into its own session.
 */
export class QrLogins {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A new request: the code goes into the QR code, the secret stays with the device that polls. */
  async start(meta: Meta, confirmUrl: (code: string) => string) {
    if ((await hit(this.db, `qr-start:${meta.ip}`, 600, this.now())) > QR_STARTS_PER_10_MIN)
      throw new DomainError(429, 'too_many_requests', 'main_error', 'Too many QR codes; try again later');
    const id = randomToken(12);
    const code = randomToken(24);
    const secret = randomToken(24);
    const at = this.now();
    await this.db.insert(qrLogins).values({
      id,
      codeHash: sha256(code),
      secretHash: sha256(secret),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: new Date(at),
      expiresAt: new Date(at + QR_LOGIN_TTL_MS),
    });
    const url = confirmUrl(code);
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { requestId: id, secret, url, svg, expiresAt: new Date(at + QR_LOGIN_TTL_MS).toISOString() };
  }

  private async pendingByCode(code: string) {
    const [row] = await this.db
      .select()
      .from(qrLogins)
      .where(
        and(
          eq(qrLogins.codeHash, sha256(code)),
          eq(qrLogins.status, 'pending'),
          gt(qrLogins.expiresAt, new Date(this.now())),
        ),
      );
    return row;
  }

  /** What the confirming device is shown before it lets the other one in. */
  async describe(code: string) {
    const row = await this.pendingByCode(code);
    if (!row) throw notFound();
    return { ip: row.ip, userAgent: row.userAgent ?? '', createdAt: row.createdAt.toISOString() };
  }

  /** The logged-in player lets the device in; a code approves once. */
  async approve(code: string, userId: number, ip: string): Promise<void> {
    const updated = await this.db
      .update(qrLogins)
      .set({ status: 'approved', userId, approvedAt: new Date(this.now()) })
      .where(
        and(
          eq(qrLogins.codeHash, sha256(code)),
          eq(qrLogins.status, 'pending'),
          gt(qrLogins.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ id: qrLogins.id });
    if (updated.length === 0) throw notFound();
    await audit(this.db, 'qr_login_approved', userId, ip);
  }

  /** The approved device's own session (not remembered: a QR login lasts the browser session). */
  async openSession(userId: number, meta: Meta) {
    const session = await createSession(this.db, userId, false, this.now(), meta);
    await audit(this.db, 'login_success', userId, meta.ip);
    return session;
  }

  /**
   * The new device's poll: `approved` once (the caller opens its session then; the row becomes
   * `used` in the same statement, so two polls cannot both log in), else pending or expired.
   */
  async poll(requestId: string, secret: string): Promise<{ status: QrStatus; userId?: number }> {
    const [claimed] = await this.db
      .update(qrLogins)
      .set({ status: 'used' })
      .where(
        and(
          eq(qrLogins.id, requestId),
          eq(qrLogins.secretHash, sha256(secret)),
          eq(qrLogins.status, 'approved'),
          gt(qrLogins.expiresAt, new Date(this.now())),
        ),
      )
      .returning({ userId: qrLogins.userId });
    if (claimed?.userId) return { status: 'approved', userId: claimed.userId };
    const [row] = await this.db
      .select({
        status: qrLogins.status,
        expired: sql<boolean>`${qrLogins.expiresAt} <= ${new Date(this.now())}`,
      })
      .from(qrLogins)
      .where(and(eq(qrLogins.id, requestId), eq(qrLogins.secretHash, sha256(secret))));
    if (!row) throw notFound();
    if (row.status === 'used') return { status: 'used' };
    if (row.expired) return { status: 'expired' };
    // Pending, or approved but claimed by a concurrent poll a moment ago: ask again.
    return { status: 'pending' };
  }
}
