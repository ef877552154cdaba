import type { ReactNode } from 'react';

/** Issue 16: each bonus game's card art, drawn in SVG (no images to load, colours by CSS class). */
const SHAPES: Record<string, ReactNode> = {
  fortuna: (
    <g>
      <circle cx="80" cy="62" r="42" className="bg-art__light" />
      {Array.from({ length: 12 }, (_, i) => (
        <line
          key={i}
          x1="80"
          y1="62"
          x2={80 + 42 * Math.cos((i * Math.PI) / 6)}
          y2={62 + 42 * Math.sin((i * Math.PI) / 6)}
          className="bg-art__stroke"
        />
      ))}
      <circle cx="80" cy="62" r="8" className="bg-art__gold" />
      <path d="M74 12 L86 12 L80 24 Z" className="bg-art__gold" />
    </g>
  ),
  chest: (
    <g>
      {[22, 62, 102].map((x) => (
        <g key={x}>
          <rect x={x} y="52" width="36" height="30" rx="3" className="bg-art__gold" />
          <path d={`M${x} 52 Q${x + 18} 30 ${x + 36} 52 Z`} className="bg-art__light" />
          <rect x={x + 15} y="58" width="6" height="9" className="bg-art__dark" />
        </g>
      ))}
    </g>
  ),
  memory: (
    <g>
      {[0, 1, 2, 3].map((c) =>
        [0, 1].map((r) => (
          <rect
            key={`${c}-${r}`}
            x={24 + c * 30}
            y={26 + r * 38}
            width="24"
            height="32"
            rx="4"
            className={(c + r) % 3 === 0 ? 'bg-art__gold' : 'bg-art__light'}
          />
        )),
      )}
    </g>
  ),
  safe: (
    <g>
      <rect x="38" y="18" width="84" height="84" rx="8" className="bg-art__light" />
      <circle cx="80" cy="60" r="24" className="bg-art__gold" />
      <circle cx="80" cy="60" r="6" className="bg-art__dark" />
      <line x1="80" y1="36" x2="80" y2="44" className="bg-art__stroke" />
    </g>
  ),
  lottery: (
    <g>
      {[
        [40, 50, '7'],
        [80, 40, '12'],
        [120, 50, '3'],
        [60, 86, '19'],
        [100, 86, '5'],
      ].map(([x, y, n]) => (
        <g key={String(n)}>
          <circle cx={Number(x)} cy={Number(y)} r="16" className="bg-art__light" />
          <text x={Number(x)} y={Number(y) + 5} textAnchor="middle" className="bg-art__text">
            {n}
          </text>
        </g>
      ))}
    </g>
  ),
  'dragon-bonus': (
    <g>
      {[0, 1, 2].map((r) =>
        [0, 1, 2].map((c) => (
          <ellipse
            key={`${r}-${c}`}
            cx={50 + c * 30}
            cy={30 + r * 30}
            rx="10"
            ry="13"
            className={r === 0 && c === 1 ? 'bg-art__dark' : 'bg-art__gold'}
          />
        )),
      )}
      <path d="M70 8 L80 18 L90 8 L86 22 L74 22 Z" className="bg-art__light" />
    </g>
  ),
};

export function GameArt({ id, label }: { id: string; label: string }) {
  return (
    <svg className={`bg-art bg-art--${id}`} viewBox="0 0 160 120" role="img" aria-label={label}>
      <rect width="160" height="120" rx="12" className="bg-art__bg" />
      {SHAPES[id] ?? null}
    </svg>
  );
}
