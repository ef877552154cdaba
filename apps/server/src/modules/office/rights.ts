import { visibleOfficeSections, type UserRights } from '@sb/contracts';
import { deduceAllowedWhileBanned, isBanned } from '@sb/identity';

export interface RightsFacts {
  userId: number;
  banLevel: number;
  banVersion: number;
  /** A time-out or self-exclusion is in force. */
  excluded: boolean;
  identificationEnabled: boolean;
  verified: boolean;
}

/**
 * Spec §7 get rights: what the player may do now, from the rules the site applies — §4 ban guard
 * (a banned player keeps the office pages open to bans; deduce only at ban level 53 v1 or 45),
 * a time-out or self-exclusion (no betting, casino or deposits; withdrawals stay), and the office
 * sections of getOfficeMenu.
 */
export function userRights(f: RightsFacts): UserRights {
  const banned = isBanned({ ban_level: f.banLevel });
  const deduceWhileBanned = deduceAllowedWhileBanned(f.banLevel, f.banVersion);
  const sections = visibleOfficeSections({
    banned,
    deduceAllowedWhileBanned: deduceWhileBanned,
    excluded: f.excluded,
    identificationEnabled: f.identificationEnabled,
  }).map((s) => s.id);
  const playing = !banned && !f.excluded;
  return {
    user_id: f.userId,
    rights: {
      bet: playing,
      casino: playing,
      deposit: playing,
      withdraw: banned ? deduceWhileBanned : true,
      office: true,
      support: true,
    },
    sections,
    banned,
    excluded: f.excluded,
    verified: f.verified,
  };
}
