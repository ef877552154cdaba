import { SUPPORT_TOPICS, type NewSupportRequest } from '@sb/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { supportRepository, type SupportRequestRow } from './repository';

/** How many of a player's requests the list shows. */
export const SUPPORT_LIST_LIMIT = 100;

const view = (row: SupportRequestRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Support requests about payments (spec §2 payment/create-request): the rules; the SQL is the repository's. */
export class SupportService {
  constructor(private readonly db: Db) {}

  async list(userId: number) {
    return (await supportRepository.listForUser(this.db, userId, SUPPORT_LIST_LIMIT)).map(view);
  }

  /** A topic's subtopic must be one of its own; some topics name one of the player's transactions. */
  async create(userId: number, request: NewSupportRequest) {
    const topic = SUPPORT_TOPICS[request.topic];
    if (!(topic.subtopics as readonly string[]).includes(request.subtopic))
      throw new DomainError(400, 'unknown_subtopic', 'main_error', 'No such subtopic');
    if (topic.needsPayment && !request.paymentId)
      throw new DomainError(400, 'payment_required', 'main_error', 'Choose the transaction');
    if (request.paymentId && !(await supportRepository.ownsPayment(this.db, userId, request.paymentId)))
      throw new DomainError(404, 'payment_not_found', 'main_error', 'No such transaction');
    return view(
      await supportRepository.insert(this.db, {
        userId,
        topic: request.topic,
        subtopic: request.subtopic,
        paymentId: request.paymentId ?? null,
        message: request.message,
      }),
    );
  }
}
