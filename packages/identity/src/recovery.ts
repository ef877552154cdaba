/** Spec §3 Lost-password flow: request, code, new password, save. */
export const LOST_PASSWORD_STEPS = ['request', 'code', 'new_password', 'save'] as const;

/** Spec §4 Password recovery: code error is wrong_code if the code's expiry is still ahead, else time_up. */
export function recoveryCodeError(expiresAtMs: number, nowMs: number): 'wrong_code' | 'time_up' {
  return expiresAtMs > nowMs ? 'wrong_code' : 'time_up';
}
