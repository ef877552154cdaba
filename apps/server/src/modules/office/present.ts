import {
  ACCOUNT_TYPE,
  exponentOf,
  groupOfficeMenu,
  visibleOfficeSections,
  type AccountView,
  type CurrencyInfo,
  type OfficeBadge,
  type OfficeMenuAnswer,
  type OfficeSectionId,
  type OpenBetsTotal,
  type VerificationState,
} from '@sb/contracts';
import { deduceAllowedWhileBanned, isBanned, isNotVerified, isPending, isVerified } from '@sb/identity';
import { formatMinor } from '@sb/ledger';
import type { PlayerOfficeFacts } from '../identity';

/**
 * Pure answers of the office calls, built from what the service read: no database, so every rule
 * is tested by example and by property (present.test.ts).
 */

/** What the verification module knows of the player's documents (§3 user-config fields). */
export interface VerificationOverlay {
  verification_status: number;
  verification_status_group_code: string;
  requested_additional_document: boolean;
}

/** The §3 user-config status fields: identity's flags, with the documents' state when known. */
function statusFields(p: PlayerOfficeFacts, v?: VerificationOverlay) {
  return {
    internal_verification_status: p.internalVerificationStatus,
    verification_status_group_code: v?.verification_status_group_code ?? null,
    requested_additional_document: v?.requested_additional_document ?? false,
    verification_status: v?.verification_status ?? null,
    user_status_id: p.userStatusId,
    ban_level: p.banLevel,
    ban_version: p.banVersion,
  };
}

/**
 * Spec §4 statuses, the first that holds: banned (it decides what the player can still open),
 * verified, pending, not verified; none of them: 'unverified' (documents not checked yet).
 */
export function verificationStateOf(p: PlayerOfficeFacts, v?: VerificationOverlay): VerificationState {
  const u = statusFields(p, v);
  if (isBanned(u)) return 'banned';
  if (isVerified(u)) return 'verified';
  if (isPending(u)) return 'pending';
  if (isNotVerified(u)) return 'not_verified';
  return 'unverified';
}

/** The bonus account (type 4) in the currency of the active account, else the first one. */
export function bonusAccountOf(accounts: readonly AccountView[]): AccountView | undefined {
  const bonus = accounts.filter((a) => a.type === ACCOUNT_TYPE.bonus);
  const active = accounts.find((a) => a.isActive);
  return bonus.find((a) => a.iso === active?.iso) ?? bonus[0];
}

export interface MenuFacts {
  player: PlayerOfficeFacts;
  accounts: readonly AccountView[];
  /** A time-out or self-exclusion is in force. */
  excluded: boolean;
  identificationEnabled: boolean;
  openBets: number;
  verification?: VerificationOverlay;
  /** Spec §3 isDataAfterRegistration: the personal data are asked for after a short registration. */
  dataAfterRegistration?: boolean;
}

/** Spec §7 getOfficeMenu: the §3 office menu user data and the sections this player can open. */
export function officeMenu(f: MenuFacts): OfficeMenuAnswer {
  const banned = isBanned({ ban_level: f.player.banLevel });
  const sections = visibleOfficeSections({
    banned,
    deduceAllowedWhileBanned: deduceAllowedWhileBanned(f.player.banLevel, f.player.banVersion),
    excluded: f.excluded,
    identificationEnabled: f.identificationEnabled,
  });
  const badges: Partial<Record<OfficeSectionId, OfficeBadge>> = {};
  if (f.openBets > 0) badges.history = { kind: 'count', value: f.openBets };
  if (verificationStateOf(f.player, f.verification) !== 'verified' && !banned)
    badges.verification = { kind: 'attention' };
  if (f.dataAfterRegistration && !banned) badges.settings = { kind: 'attention' };
  const name = [f.player.name, f.player.surname].filter((s) => s && s.trim() !== '').join(' ');
  return {
    user: {
      bonus_balance: bonusAccountOf(f.accounts)?.money ?? '0',
      country_code: f.player.countryCode,
      // Recharge is closed to a banned player (spec §4 ban guard) and during a time-out or
      // self-exclusion (the deposit guard refuses it anyway): the menu says so up front.
      recharge_allow: !banned && !f.excluded,
      email: f.player.email,
      name: name === '' ? null : name,
    },
    groups: groupOfficeMenu(sections, badges),
  };
}

/** Open coupons per currency with the stake formatted in the currency's minor-unit exponent. */
export function openBetsTotals(
  rows: readonly { currency: string; count: number; stake: bigint }[],
  currencies: readonly CurrencyInfo[],
): OpenBetsTotal[] {
  return rows.map((r) => ({
    currency: r.currency,
    count: r.count,
    stake: formatMinor(r.stake, exponentOf(currencies, r.currency)),
    stakeMinor: r.stake.toString(),
  }));
}
