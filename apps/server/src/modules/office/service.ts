import { isProfileFilled, type OfficeDashboard, type OfficeMenuAnswer, type UserRights } from '@sb/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { openBetsSummary } from '../betting';
import type { ConfigService } from '../config';
import { playerOfficeFacts, type PlayerOfficeFacts } from '../identity';
import type { RgService } from '../responsible';
import type { WalletService } from '../wallet';
import { dataAfterRegistration } from './config-flags';
import { personalOf } from './data-service';
import { bonusAccountOf, officeMenu, openBetsTotals, verificationStateOf, type VerificationOverlay } from './present';
import { personalRow } from './repository';
import { userRights } from './rights';

export interface OfficeDeps {
  db: Db;
  wallet: WalletService;
  rg: RgService;
  config: ConfigService;
  /** The documents' verification fields (the verification module), when it is wired. */
  verificationFields?: (userId: number) => Promise<VerificationOverlay>;
}

/**
 * The office's two reads (spec §7 getOfficeMenu, and the dashboard of issue 13): each gathers the
 * facts other modules own through their public faces, then present.ts shapes the answer.
 */
export class OfficeService {
  constructor(private readonly deps: OfficeDeps) {}

  /** The player's row, or 401: a session outliving its player is no player at all. */
  private async player(userId: number): Promise<PlayerOfficeFacts> {
    const p = await playerOfficeFacts(this.deps.db, userId);
    if (!p) throw new DomainError(401, 'unauthorized', 'main_error');
    return p;
  }

  async menu(userId: number): Promise<OfficeMenuAnswer> {
    const [facts, personal] = await Promise.all([this.player(userId), personalRow(this.deps.db, userId)]);
    // The name the player gave in personal data wins over the registration's.
    const player = personal ? { ...facts, name: personal.name, surname: personal.surname } : facts;
    const [accounts, excluded, open, groups, verification] = await Promise.all([
      this.deps.wallet.accounts(userId),
      this.deps.rg.excluded(userId),
      openBetsSummary(this.deps.db, userId),
      this.deps.config.groups(),
      this.deps.verificationFields?.(userId),
    ]);
    const profileFilled = isProfileFilled(personalOf(personal, facts));
    return officeMenu({
      player,
      ...(verification ? { verification } : {}),
      dataAfterRegistration: dataAfterRegistration(facts.registrationType, profileFilled),
      accounts,
      excluded: excluded !== null,
      identificationEnabled: groups.site.isIdentificationEnabled,
      openBets: open.reduce((n, r) => n + r.count, 0),
    });
  }

  async dashboard(userId: number): Promise<OfficeDashboard> {
    const player = await this.player(userId);
    const [accounts, limits, open, groups, verificationFields] = await Promise.all([
      this.deps.wallet.accounts(userId),
      this.deps.rg.limits(userId),
      openBetsSummary(this.deps.db, userId),
      this.deps.config.groups(),
      this.deps.verificationFields?.(userId),
    ]);
    const bonus = bonusAccountOf(accounts);
    return {
      accounts,
      activeAccountId: accounts.find((a) => a.isActive)?.id ?? null,
      openBets: {
        count: open.reduce((n, r) => n + r.count, 0),
        totals: openBetsTotals(open, groups.currencies),
      },
      verification: verificationStateOf(player, verificationFields),
      limits: limits.filter((l) => l.limitState !== 'INACTIVE'),
      bonus: {
        balance: bonus?.money ?? '0',
        balanceMinor: bonus?.moneyMinor ?? '0',
        currency: bonus?.iso ?? null,
      },
    };
  }

  /** Spec §7 get rights (rights.ts). */
  async rights(userId: number): Promise<UserRights> {
    const player = await this.player(userId);
    const [excluded, groups, verification] = await Promise.all([
      this.deps.rg.excluded(userId),
      this.deps.config.groups(),
      this.deps.verificationFields?.(userId),
    ]);
    return userRights({
      userId,
      banLevel: player.banLevel,
      banVersion: player.banVersion,
      excluded: excluded !== null,
      identificationEnabled: groups.site.isIdentificationEnabled,
      verified: verificationStateOf(player, verification) === 'verified',
    });
  }
}
