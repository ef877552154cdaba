import { formatMinor } from '@sb/ledger';

/** Every currency of the site has two decimals (the lotto's prices are whole cents). */
const EXPONENT = 2;

/** "1234" minor → "12.34". */
export const money = (minor: string | bigint): string =>
  formatMinor(typeof minor === 'bigint' ? minor : BigInt(minor), EXPONENT);

/**
 * A draw time in UTC (the draws are scheduled in UTC; the same text on the server and in the
 * browser, so hydration never differs by the machine's time zone).
 */
export function drawTime(iso: string, lng: string): string {
  const text = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
  return `${text} UTC`;
}

/** A jackpot map { EUR: "1200" } as "12.00 EUR · …", or null when empty. */
export function perCurrency(map: Readonly<Record<string, string>>): string | null {
  const parts = Object.entries(map)
    .filter(([, v]) => v !== '0')
    .map(([c, v]) => `${money(v)} ${c}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
