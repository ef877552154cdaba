/**
 * Writes the PWA icons (spec §9 apple touch icon sizes) as PNGs without any image library:
 * a rounded brand square with a white "bet slip" mark. Run once; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [72, 96, 128, 144, 152, 192, 384, 512];
const OUT = new URL('../apps/web/public/icons/', import.meta.url);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function icon(size: number): Buffer {
  const rows: Buffer[] = [];
  const r = size * 0.18;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(r - x, 0, x - (size - 1 - r));
      const dy = Math.max(r - y, 0, y - (size - 1 - r));
      const inside = dx * dx + dy * dy <= r * r;
      const u = x / size;
      const v = y / size;
      const mark =
        u > 0.3 &&
        u < 0.7 &&
        v > 0.22 &&
        v < 0.78 &&
        !(u > 0.38 && u < 0.62 && ((v > 0.34 && v < 0.42) || (v > 0.5 && v < 0.58)));
      const [cr, cg, cb] = mark ? [255, 255, 255] : [11, 92, 213];
      row.set([cr, cg, cb, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
for (const s of SIZES) writeFileSync(new URL(`apple-touch-icon-${s}.png`, OUT), icon(s));
writeFileSync(
  new URL('icon.svg', OUT),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#0b5cd5"/><path fill="#fff" fill-rule="evenodd" d="M30 22h40v56H30zM38 34v8h24v-8zm0 16v8h24v-8z"/></svg>\n',
);
