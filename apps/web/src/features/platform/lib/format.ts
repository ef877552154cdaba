/** A maintenance time in the visitor's language and clock. */
export function formatInstant(iso: string, lng: string): string {
  try {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}
