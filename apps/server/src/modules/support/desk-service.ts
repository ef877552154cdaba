import type { Appeal } from '@sb/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { playerOfficeFacts } from '../identity';
import { chatRepository } from './chat-repository';
import { deskRepository, type AppealRow } from './desk-repository';

/** How many appeals the history shows. */
export const APPEALS_LIMIT = 50;

const appealView = (a: AppealRow): Appeal => ({
  id: a.id,
  body: a.body,
  status: a.status === 'granted' || a.status === 'refused' ? a.status : 'open',
  answer: a.answer,
  createdAt: a.createdAt.toISOString(),
  answeredAt: a.answeredAt?.toISOString() ?? null,
});

/**
 * Spec §2 office/manager (a VIP player's personal manager: name, contacts; the thread is the
 * support chat, answered by the manager) and block-appeal-history (a blocked player appeals;
 * one open appeal at a time; operators answer through the admin API).
 */
export class DeskService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async manager(userId: number) {
    const m = await deskRepository.managerOf(this.db, userId);
    return { manager: m ? { consultant_id: m.consultantId, name: m.name, email: m.email, phone: m.phone } : null };
  }

  async assignManager(userId: number, consultantId: number): Promise<void> {
    if (!(await chatRepository.consultant(this.db, consultantId)))
      throw new DomainError(404, 'consultant_not_found', 'main_error', 'No such consultant');
    if (!(await playerOfficeFacts(this.db, userId)))
      throw new DomainError(404, 'player_not_found', 'main_error', 'No such player');
    await deskRepository.assignManager(this.db, userId, consultantId, new Date(this.now()));
  }

  async appeals(userId: number) {
    return { appeals: (await deskRepository.appeals(this.db, userId, APPEALS_LIMIT)).map(appealView) };
  }

  /** Only a blocked player appeals (spec §4 ban guard: the page is theirs alone), one at a time. */
  async appeal(userId: number, body: string): Promise<Appeal> {
    const facts = await playerOfficeFacts(this.db, userId);
    if (!facts || facts.banLevel <= 0)
      throw new DomainError(403, 'not_blocked', 'main_error', 'Only a blocked account can appeal');
    if (await deskRepository.openAppeal(this.db, userId))
      throw new DomainError(409, 'appeal_pending', 'support_appeal_pending', 'An appeal is already under review');
    return appealView(await deskRepository.insertAppeal(this.db, userId, body, new Date(this.now())));
  }

  async openAppeals() {
    return { appeals: (await deskRepository.openAppeals(this.db, 200)).map(appealView) };
  }

  async answerAppeal(id: number, status: 'granted' | 'refused', answer: string): Promise<Appeal> {
    const row = await deskRepository.answerAppeal(this.db, id, status, answer, new Date(this.now()));
    if (!row) throw new DomainError(404, 'appeal_not_found', 'main_error', 'No open appeal with this id');
    return appealView(row);
  }
}
