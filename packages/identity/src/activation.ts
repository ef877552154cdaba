/** Spec §4 Activation type: 0 none, 1 email only, 2 phone and email, 3 phone only. */
export type ActivationType = 0 | 1 | 2 | 3;

/** Spec §4: adding a phone moves 0 to 3 and 1 to 2 (and enables phone binding). */
export function activationAfterPhoneAdded(t: ActivationType): ActivationType {
  if (t === 0) return 3;
  if (t === 1) return 2;
  return t;
}

/** The mirror rule for a confirmed e-mail (project decision): 0 → 1, 3 → 2. */
export function activationAfterEmailAdded(t: ActivationType): ActivationType {
  if (t === 0) return 1;
  if (t === 3) return 2;
  return t;
}
