export interface UserStatusFields {
  internal_verification_status: number | null;
  verification_status_group_code: string | null;
  requested_additional_document: boolean;
  verification_status: number | null;
  user_status_id: number;
  ban_level: number;
  ban_version: number;
}

/** Spec §4 Verified: internal status 1 or group VERIFICATION_SUCCESSFUL, and no document requested. */
export function isVerified(u: UserStatusFields): boolean {
  return (
    (u.internal_verification_status === 1 || u.verification_status_group_code === 'VERIFICATION_SUCCESSFUL') &&
    !u.requested_additional_document
  );
}
/** Spec §4: not verified when verification_status is 1. */
export const isNotVerified = (u: UserStatusFields) => u.verification_status === 1;
/** Spec §4: pending when user_status_id is 1. */
export const isPending = (u: UserStatusFields) => u.user_status_id === 1;
/** Spec §4: banned when ban_level is above 0. */
export const isBanned = (u: Pick<UserStatusFields, 'ban_level'>) => u.ban_level > 0;

/** Spec §4 Ban guard: the deduce page is allowed only at ban level 53 (ban version 1) or 45 (otherwise). */
export function deduceAllowedWhileBanned(banLevel: number, banVersion: number): boolean {
  return banLevel === (banVersion === 1 ? 53 : 45);
}
