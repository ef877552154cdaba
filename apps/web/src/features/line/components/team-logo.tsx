import type { Team } from '@sb/contracts';

const HEX = /^#[0-9a-f]{3,8}$/i;
const safeColor = (c: string, fallback: string) => (HEX.test(c) ? c : fallback);

/**
 * A team's badge drawn from its short code and two colours (no external images): a shield split
 * diagonally, the code on top. Decorative: the team's name is always next to it.
 */
export function TeamLogo({ team, size = 24 }: { team: Pick<Team, 'short' | 'colors'>; size?: number }) {
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
