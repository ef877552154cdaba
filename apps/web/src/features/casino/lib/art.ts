/**
 * Generated tile art (issue 15: thumbnails as generated SVG): a game's id decides its colours and
 * shapes, so every tile is distinct and stable without image files.
 */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export interface TileArt {
  from: string;
  to: string;
  shapes: { cx: number; cy: number; r: number; opacity: number }[];
  initials: string;
}

export function tileArt(id: string, name: string): TileArt {
  const h = hashOf(id);
  const hue = h % 360;
  const shapes = [0, 1, 2, 3].map((i) => {
    const v = hashOf(`${id}:${i}`);
    return { cx: v % 160, cy: (v >>> 8) % 120, r: 12 + ((v >>> 16) % 40), opacity: 0.15 + ((v >>> 24) % 30) / 100 };
  });
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return { from: `hsl(${hue} 70% 38%)`, to: `hsl(${(hue + 50) % 360} 75% 22%)`, shapes, initials };
}
