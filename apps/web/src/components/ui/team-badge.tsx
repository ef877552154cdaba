const HEX = /^#[0-9a-f]{3,8}$/i;
const safeColor = (c: unknown, fallback: string) => (typeof c === 'string' && HEX.test(c) ? c : fallback);

/** What a badge is drawn from: the feed's short code and two colours (contracts `Team`). */
export interface TeamMark {
  short: string;
  colors: readonly [string, string];
}

/**
 * A game's teams as marks, for a coupon selection (§3 flag "team logos in coupon"): pass it as
 * `teams` to couponBetOf wherever an outcome of a game is added.
 */
export function teamMarksOf(game: {
  team1: TeamMark;
  team2: TeamMark | null;
}): { short: string; colors: [string, string] }[] {
  return [game.team1, ...(game.team2 ? [game.team2] : [])].map((t) => ({
    short: t.short,
    colors: [t.colors[0], t.colors[1]],
  }));
}

/** A stored mark (localStorage, a cookie-free client cache) as a mark, or null when it is not one. */
export function teamMarkOf(raw: unknown): TeamMark | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const short: unknown = Reflect.get(raw, 'short');
  const colors: unknown = Reflect.get(raw, 'colors');
  if (typeof short !== 'string' || !Array.isArray(colors) || colors.length !== 2) return null;
  return { short, colors: [safeColor(colors[0], '#1f6feb'), safeColor(colors[1], '#ffffff')] };
}

/**
 * A team's badge drawn from its short code and two colours (no external images): a shield split
 * diagonally, the code on top. Decorative: the team's name is always next to it. Shared by the
 * line's lists (features/line TeamLogo) and the coupon's legs (§3 flag "team logos in coupon").
 */
export function TeamBadge({ team, size = 24 }: { team: TeamMark; size?: number }) {
  const [a, b] = team.colors;
  const fill = safeColor(a, '#1f6feb');
  const stripe = safeColor(b, '#ffffff');
  const code = team.short.slice(0, 3).toUpperCase();
  return (
    <svg className="team-logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 1 L30 6 V15 C30 23 24 28 16 31 C8 28 2 23 2 15 V6 Z" fill={fill} />
      <path d="M30 6 V15 C30 23 24 28 16 31 L30 6 Z" fill={stripe} opacity="0.55" />
      <text
        x="16"
        y="20"
        textAnchor="middle"
        fontSize={code.length > 2 ? 9 : 11}
        fontWeight="700"
        fill="#fff"
        stroke="#0008"
        strokeWidth="0.6"
        paintOrder="stroke"
      >
        {code}
      </text>
    </svg>
  );
}
