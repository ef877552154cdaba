import { deduceAllowedWhileBanned } from '@sb/identity';
import type { RouteEntry } from './route-table';
import type { PlayerAccess } from '../lib/initial-state';

export type { PlayerAccess };

/** What an excluded player may still reach (issue: log in only to withdraw and see history). */
const EXCLUDED_ALLOWED: readonly string[] = [
  'office_deduce',
  'office_history',
  'office_historypay',
  'office_account',
  'office_responsible',
  'office_support',
  'onpay',
  'confirm',
];

export type AccessOutcome = { kind: 'ok' } | { kind: 'redirect'; to: string };

/**
 * Spec §4 guards that depend on the player, evaluated for every page:
 * - Terms change: a logged-in player with changed terms goes to confirm from every page;
 *   without changed terms the confirm page redirects to the root.
 * - Ban guard: when banned only routes flagged allowed stay open (deduce only at ban level 53 with
 *   ban version 1, else 45), otherwise the blocked page; when not banned, ban-only routes go home.
 */
export function checkAccess(entry: RouteEntry, player: PlayerAccess | null, lng: string): AccessOutcome {
  const home = `/${lng}`;
  const banned = player !== null && player.banLevel > 0;
  if (banned) {
    const allowed =
      entry.id === 'office_deduce'
        ? deduceAllowedWhileBanned(player.banLevel, player.banVersion)
        : entry.ban === 'allowed' || entry.ban === 'only' || entry.section === 'system' || entry.id === 'confirm';
    if (!allowed) return { kind: 'redirect', to: `/${lng}/block` };
  } else if (entry.ban === 'only') {
    return { kind: 'redirect', to: home };
  }
  if (
    player?.excluded &&
    !banned &&
    entry.section !== 'info' &&
    entry.section !== 'system' &&
    !EXCLUDED_ALLOWED.includes(entry.id)
  ) {
    return { kind: 'redirect', to: `/${lng}/office/responsible` };
  }
  if (entry.id === 'confirm') return player?.termsPending ? { kind: 'ok' } : { kind: 'redirect', to: home };
  if (player?.termsPending && entry.section !== 'info' && entry.section !== 'system') {
    return { kind: 'redirect', to: `/${lng}/confirm` };
  }
  return { kind: 'ok' };
}
