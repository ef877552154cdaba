import { formatMinor } from '@sb/ledger';

/** Every currency of the site has two decimals (the toto's stakes are whole cents). */
const EXPONENT = 2;

/** "1234" minor → "12.34". */
export const money = (minor: string | bigint): string =>
  formatMinor(typeof minor === 'bigint' ? minor : BigInt(minor), EXPONENT);

/**
 * A time in UTC (draws are made per UTC day; the same text on the server and in the browser, so
 * hydration never differs by the machine's time zone).
 */
export function utcTime(iso: string, lng: string): string {
  const text = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return `${text} UTC`;
}

/** A map { EUR: "1200" } as "12.00 EUR · …", or null when empty or all zero. */
export function perCurrency(map: Readonly<Record<string, string>>): string | null {
  const parts = Object.entries(map)
    .filter(([, v]) => v !== '0')
    .map(([c, v]) => `${money(v)} ${c}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Milliseconds left as "2 d 03:04:05" (days only when there are any). */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((x) => String(x).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${d} d ${hms}` : hms;
}

/** A share in basis points as "30 %". */
export const percent = (bp: number): string => `${bp / 100} %`;
