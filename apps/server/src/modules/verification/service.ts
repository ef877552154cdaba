import { randomBytes, createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_MIMES,
  KYC_DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type KycDocumentType,
  type DocumentView,
  type VerificationAnswer,
  type VerificationFields,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import { playerOfficeFacts, playerVerified, setInternalVerification, type PlayerOfficeFacts } from '../identity';
import { verificationErrors as errors } from './errors';
import { identificationBonusOpen, type IdentificationBonusDefinition } from './identification-bonus';
import * as repo from './repository';
import { sniffDocument } from './sniff';
import {
  documentsVerify,
  fieldsVerified,
  missingTypes,
  verificationFields,
  type DocumentFact,
  type OpenRequest,
} from './status';
import type { DocumentStore } from './storage';

/** Documents that may wait for review at once per player: an upload loop cannot fill the store. */
export const MAX_PENDING_DOCUMENTS = 10;

export interface VerificationDeps {
  db: Db;
  store: DocumentStore;
  config: ConfigService;
  now: () => number;
  /**
   * Spec §3 is_identification_bonus: the site's bonus definitions (the bonuses module) and whether
   * the player deposited (the wallet); without them no bonus is said to wait.
   */
  bonuses?: {
    definitions: () => Promise<readonly IdentificationBonusDefinition[]>;
    hasDeposit: (userId: number) => Promise<boolean>;
  };
}

export interface StoredFile {
  stream: Readable;
  mime: string;
  size: number;
  type: KycDocumentType;
}

const asType = (t: string): KycDocumentType => KYC_DOCUMENT_TYPES.find((x) => x === t) ?? 'passport';
const asMime = (m: string) => DOCUMENT_MIMES.find((x) => x === m) ?? 'application/pdf';
const asStatus = (s: string) => (s === 'approved' || s === 'rejected' ? s : 'pending');

export function documentView(r: repo.DocumentRow): DocumentView {
  return {
    id: r.id,
    type: asType(r.type),
    mime: asMime(r.mime),
    size: r.size,
    status: asStatus(r.status),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** Issue 17 KYC: upload, the player's own files, the operators' review and the §3 status fields. */
export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  private async facts(userId: number): Promise<{ docs: DocumentFact[]; open: OpenRequest[]; rows: repo.RequestRow[] }> {
    const [docs, rows] = await Promise.all([
      repo.playerDocuments(this.deps.db, userId, 500),
      repo.openRequests(this.deps.db, userId),
    ]);
    return {
      docs: docs.map((d) => ({ type: asType(d.type), status: asStatus(d.status) })),
      open: rows.map((r) => ({ type: asType(r.type), deadlineAt: r.deadlineAt })),
      rows,
    };
  }

  /** Spec §3 user config verification fields (merged into /web-api/user/config). */
  async userConfigFields(userId: number): Promise<VerificationFields & { is_identification_bonus: boolean }> {
    const s = await this.status(userId);
    return { ...s.fields, is_identification_bonus: s.identificationBonus };
  }

  /** Spec §3 is_identification_bonus (identification-bonus.ts). */
  private async identificationBonus(userId: number, player: PlayerOfficeFacts): Promise<boolean> {
    const b = this.deps.bonuses;
    if (!b) return false;
    const verified = await playerVerified(this.deps.db, userId);
    if (verified) return false;
    const [definitions, deposited] = await Promise.all([b.definitions(), b.hasDeposit(userId)]);
    return identificationBonusOpen(definitions, {
      country: player.countryCode,
      currency: player.currency,
      isNew: !deposited,
      verified,
    });
  }

  async status(userId: number): Promise<VerificationAnswer> {
    const [player, f, groups] = await Promise.all([
      playerOfficeFacts(this.deps.db, userId),
      this.facts(userId),
      this.deps.config.groups(),
    ]);
    if (!player) throw errors.noUser();
    const identificationEnabled = groups.site.isIdentificationEnabled;
    const fields = verificationFields({
      docs: f.docs,
      open: f.open,
      internalStatus: player.internalVerificationStatus,
      identificationEnabled,
      now: this.deps.now(),
    });
    return {
      fields,
      verified: fieldsVerified(fields),
      identificationEnabled,
      missing: missingTypes(f.docs, f.open),
      requested: f.rows.map((r) => ({
        type: asType(r.type),
        comment: r.comment,
        deadlineAt: r.deadlineAt?.toISOString() ?? null,
      })),
      maxBytes: MAX_DOCUMENT_BYTES,
      identificationBonus: await this.identificationBonus(userId, player),
    };
  }

  async documents(userId: number): Promise<DocumentView[]> {
    return (await repo.playerDocuments(this.deps.db, userId)).map(documentView);
  }

  /** Checks the content (magic bytes, size), stores it under a random key, records it pending. */
  async upload(userId: number, type: KycDocumentType, data: Buffer): Promise<DocumentView> {
    if (data.length === 0) throw errors.empty();
    if (data.length > MAX_DOCUMENT_BYTES) throw errors.tooLarge(MAX_DOCUMENT_BYTES);
    const mime = sniffDocument(data.subarray(0, 16));
    if (!mime) throw errors.unsupported();
    const id = randomBytes(16).toString('hex');
    const storageKey = randomBytes(32).toString('hex');
    await this.deps.store.put(storageKey, data, mime);
    // The limit is decided with the insert (repository: the player's row locked), not before it.
    const row = await repo.insertPendingDocument(
      this.deps.db,
      {
        id,
        userId,
        type,
        mime,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        storageKey,
        createdAt: new Date(this.deps.now()),
      },
      MAX_PENDING_DOCUMENTS,
    );
    if (!row) {
      await this.deps.store.delete(storageKey);
      throw errors.tooMany();
    }
    return documentView(row);
  }

  /** The player's own file; anyone else's is "not found" (its existence is not told). */
  async ownFile(userId: number, id: string): Promise<StoredFile> {
    const row = await repo.documentById(this.deps.db, id);
    if (!row || row.userId !== userId) throw errors.notFound();
    return this.file(row);
  }

  private async file(row: repo.DocumentRow): Promise<StoredFile> {
    const stream = await this.deps.store.get(row.storageKey);
    if (!stream) throw errors.notFound();
    return { stream, mime: row.mime, size: row.size, type: asType(row.type) };
  }

  // ── operators (admin API) ──
  async listForReview(status: 'pending' | 'approved' | 'rejected', userId?: number) {
    const rows = await repo.documentsByStatus(this.deps.db, status, userId);
    return rows.map((r) => ({ ...documentView(r), userId: r.userId, sha256: r.sha256 }));
  }

  async operatorFile(id: string): Promise<StoredFile> {
    const row = await repo.documentById(this.deps.db, id);
    if (!row) throw errors.notFound();
    return this.file(row);
  }

  async review(id: string, verdict: 'approved' | 'rejected', reason: string | null): Promise<DocumentView> {
    const at = new Date(this.deps.now());
    // The update claims only a pending row: two operators reviewing at once, one of them wins.
    const row = await repo.reviewDocument(this.deps.db, id, verdict, reason, at);
    if (!row) throw (await repo.documentById(this.deps.db, id)) ? errors.notPending() : errors.notFound();
    if (verdict === 'approved') await repo.fulfilRequests(this.deps.db, row.userId, row.type, row.createdAt, at);
    await this.syncFlag(row.userId);
    return documentView(row);
  }

  async requestDocument(
    userId: number,
    type: KycDocumentType,
    comment: string | null,
    days: number | null,
  ): Promise<void> {
    if (!(await playerOfficeFacts(this.deps.db, userId))) throw errors.noUser();
    const now = this.deps.now();
    await repo.insertRequest(this.deps.db, {
      userId,
      type,
      comment,
      createdAt: new Date(now),
      deadlineAt: days === null ? null : new Date(now + days * 86_400_000),
    });
    await this.syncFlag(userId);
  }

  /**
   * Identity's verification flag follows the documents after every review: 1 when the required
   * set is approved and no request is open (what withdrawals check), else 0.
   */
  private async syncFlag(userId: number): Promise<void> {
    const f = await this.facts(userId);
    await setInternalVerification(this.deps.db, userId, documentsVerify(f.docs, f.open) ? 1 : 0);
  }
}
