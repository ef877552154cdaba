import type { DocumentMime } from '@sb/contracts';

/**
 * Issue 17: what a document is, read from its first bytes (magic numbers), never from the file
 * name or the Content-Type the browser claims; null for anything else (an .exe renamed .png is
 * "MZ…": refused).
 */
export function sniffDocument(head: Uint8Array): DocumentMime | null {
  const starts = (sig: readonly number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('%PDF-')) return 'application/pdf';
  return null;
}
