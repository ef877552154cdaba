import { tileArt } from '../lib/art';

/** A game's generated thumbnail (issue 15): gradient, circles and initials, from its id. */
export function GameArt({ id, name }: { id: string; name: string }) {
  const art = tileArt(id, name);
  const gradient = `casino-art-${id}`;
  return (
    <svg className="casino-art" viewBox="0 0 160 120" role="img" aria-label={name}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${gradient})`} />
      {art.shapes.map((s, i) => (
        <circle key={i} cx={s.cx} cy={s.cy} r={s.r} fill="#fff" opacity={s.opacity} />
      ))}
      <text x="80" y="72" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff">
        {art.initials}
      </text>
    </svg>
  );
}
