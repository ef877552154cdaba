/** Spec §3 protection_methods. */
export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/** Spec §9 protection thresholds 30, 70, 100. */
export const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;

export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/**
 * Points per method (project decision, docs/decisions.md): a fresh account with a password it
 * chose scores 20 (bad); two-factor is the strongest single step.
 */
export const PROTECTION_POINTS: Record<keyof ProtectionMethods, number> = {
  is_changed_password: 20,
  enable_two_factor_auth: 30,
  enable_phone_binding: 20,
  enable_security_question: 15,
  enable_email_auth: 15,
};

export function protectionLevel(methods: ProtectionMethods): number {
  let total = 0;
  for (const [k, points] of Object.entries(PROTECTION_POINTS) as [keyof ProtectionMethods, number][]) {
    if (methods[k]) total += points;
  }
  return Math.min(total, PROTECTION_THRESHOLDS.full);
}

/**
 * Spec §4 Protection level status: up to 30 bad; above 30 and below 70 normal; 70 to below 100
 * good; 100 full; null gives null.
 */
export function protectionStatus(level: number | null): ProtectionStatus | null {
  if (level === null) return null;
  if (level >= PROTECTION_THRESHOLDS.full) return 'full';
  if (level >= PROTECTION_THRESHOLDS.good) return 'good';
  if (level > PROTECTION_THRESHOLDS.bad) return 'normal';
  return 'bad';
}
