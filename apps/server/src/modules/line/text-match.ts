/** Search text: lower case without diacritics, so "Bayern München" matches "munchen". */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .trim();
}
