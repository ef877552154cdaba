// Every message this package throws, in one place (dinero.js style). They are
// programming errors — a coupon that the placement rules would have refused —
// so they are for logs, not for players.
export const COUPON_ERRORS = {
  noLegs: (what: string) => `${what} needs at least one leg`,
  systemValue: (systemValue: number, legCount: number, bankerCount: number) =>
    `system value ${systemValue} must be at least 2, above the ${bankerCount} banker(s) and below the ${legCount} legs`,
  stakeTooSmall: (stake: bigint, lines: number) => `stake ${stake} cannot give each of ${lines} lines one minor unit`,
  bonusBetCount: (betCount: number) => `the bonus coefficient needs a whole number of bets >= 1, got ${betCount}`,
} as const;
