/*
 * Spec §3 User config flags the office derives from what it keeps (issue 17). Pure: the caller
 * reads the player's facts; docs/office.md says what each flag means and why.
 */

/**
 * Spec §3 registration types whose form asks for no personal data: one click, phone, social.
 * full_reg asks for name, surname and birth date on the form itself.
 */
export const SHORT_REGISTRATION_TYPES: readonly string[] = ['fast_reg', 'phone_reg', 'soc_reg'];

export interface OfficeFlagFacts {
  registrationType: string;
  /** Spec §5 profile filled (birth date, name, surname, passport, passport date, address). */
  profileFilled: boolean;
  disallowLine: readonly number[];
  disallowLive: readonly number[];
}

export interface OfficeConfigFlags {
  /**
   * Custom content of the line: the player hid sports from the line, so their line lists are
   * their own (private, never the shared cached answer) and the sports menu filters them.
   */
  isCCLine: boolean;
  /** The same for live: sports hidden from the live lists. */
  isCClive: boolean;
  /**
   * The registration skipped the personal data (one click, phone, social) and the §5 profile is
   * still not filled: the site asks for the data after registration (office menu, dashboard).
   */
  isDataAfterRegistration: boolean;
}

/** isDataAfterRegistration: a short registration whose §5 profile is not filled yet. */
export const dataAfterRegistration = (registrationType: string, profileFilled: boolean): boolean =>
  SHORT_REGISTRATION_TYPES.includes(registrationType) && !profileFilled;

export function officeConfigFlags(f: OfficeFlagFacts): OfficeConfigFlags {
  return {
    isCCLine: f.disallowLine.length > 0,
    isCClive: f.disallowLive.length > 0,
    isDataAfterRegistration: dataAfterRegistration(f.registrationType, f.profileFilled),
  };
}
