import { useEffect, useState } from 'react';
import { TOURNAMENT_MULTIPLIER_SCALE, type TournamentView } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';

/** Minor units with the currency: "30.00 EUR". */
export const money = (minor: string, currency: string): string => `${formatMinor(BigInt(minor), 2)} ${currency}`;

/** Minor units of the player's own currency (bonus definitions name none): "10.00". */
export const amountText = (minor: string): string => formatMinor(BigInt(minor), 2);

/** A score as the player reads it: money (total stake) or a multiplier ("× 12.50"). */
export function scoreText(t: Pick<TournamentView, 'scoring' | 'currency'>, score: string): string {
  if (t.scoring === 'stake') return money(score, t.currency);
  return `× ${(Number(score) / TOURNAMENT_MULTIPLIER_SCALE).toFixed(2)}`;
}

/** "2d 03:04:05" / "03:04:05" until the moment (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The server's clock on the page: the answer's `now` plus the time since it arrived, ticking each
 * second (the operator's test clock may be ahead of the browser's). Null until mounted, so the
 * server-rendered HTML and the first render agree.
 */
export function useServerNow(serverNow: string | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (serverNow === undefined) return;
    const offset = Date.parse(serverNow) - Date.now();
    const update = () => setNow(Date.now() + offset);
    update();
    const id = setInterval(update, 1000);
    return () => clearInterval(id);
  }, [serverNow]);
  return now;
}

/** A date in UTC (the same text on the server and in the browser). */
export const utcText = (iso: string, lng: string): string =>
  `${new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
