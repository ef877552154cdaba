import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  BadgeCheck,
  Gift,
  HandCoins,
  Headset,
  History,
  IdCard,
  Lightbulb,
  ListChecks,
  Lock,
  Medal,
  Percent,
  Settings,
  ShieldCheck,
  Ticket,
  UserRoundCog,
  Users,
  Wallet,
  ArrowDownToLine,
  ArrowUpFromLine,
  Crown,
} from 'lucide-react';
import {
  groupOfficeMenu,
  visibleOfficeSections,
  type OfficeGroupId,
  type OfficeMenuGroup,
  type OfficeSectionId,
} from '@sb/contracts';
import { deduceAllowedWhileBanned } from '@sb/identity';
import type { MessageKey } from '@sb/i18n';
import type { PlayerAccess } from '../../../lib/initial-state';

/**
 * What the web adds to the office menu of the contract: a title and an icon per item and group
 * (typed maps: a new section without a title fails the type check), and the menu the page can
 * draw before the server's answer arrives.
 */

/** Each item is labelled by the title of the page it opens (`page_office_<id>`). */
export const ITEM_TITLE: Readonly<Record<OfficeSectionId, MessageKey>> = {
  settings: 'page_office_settings',
  verification: 'page_office_verification',
  identification: 'page_office_identification',
  manager: 'page_office_manager',
  account: 'page_office_account',
  recharge: 'page_office_recharge',
  deduce: 'page_office_deduce',
  historypay: 'page_office_historypay',
  payment_requests: 'page_office_payment_requests',
  history: 'page_office_history',
  bonuses_deposit: 'page_office_bonuses_deposit',
  bonuses_wager: 'page_office_bonuses_wager',
  casino_vipcashback: 'page_office_casino_vipcashback',
  casino_premiumcashback: 'page_office_casino_premiumcashback',
  rewards: 'page_office_rewards',
  promotion: 'page_office_promotion',
  bringfriend: 'page_office_bringfriend',
  security: 'page_office_security',
  responsible: 'page_office_responsible',
  support: 'page_office_support',
  share_idea: 'page_office_share_idea',
};

export const ITEM_ICON: Readonly<Record<OfficeSectionId, LucideIcon>> = {
  settings: Settings,
  verification: BadgeCheck,
  identification: IdCard,
  manager: UserRoundCog,
  account: Wallet,
  recharge: ArrowDownToLine,
  deduce: ArrowUpFromLine,
  historypay: History,
  payment_requests: ListChecks,
  history: Ticket,
  bonuses_deposit: Gift,
  bonuses_wager: HandCoins,
  casino_vipcashback: Crown,
  casino_premiumcashback: Percent,
  rewards: Medal,
  promotion: Banknote,
  bringfriend: Users,
  security: Lock,
  responsible: ShieldCheck,
  support: Headset,
  share_idea: Lightbulb,
};

export const GROUP_TITLE: Readonly<Record<OfficeGroupId, MessageKey>> = {
  account: 'office_group_account',
  money: 'office_group_money',
  bets: 'office_group_bets',
  bonuses: 'office_group_bonuses',
  security: 'office_group_security',
  responsible: 'office_group_responsible',
  support: 'office_group_support',
};

/**
 * The menu from what the page already knows (the player's access facts of the first render and
 * the site config): the same rule the server applies, so the menu is drawn at once and the
 * server's answer only adds the badges.
 */
export function initialOfficeMenu(player: PlayerAccess | null, identificationEnabled: boolean): OfficeMenuGroup[] {
  const banLevel = player?.banLevel ?? 0;
  return groupOfficeMenu(
    visibleOfficeSections({
      banned: banLevel > 0,
      deduceAllowedWhileBanned: deduceAllowedWhileBanned(banLevel, player?.banVersion ?? 1),
      excluded: player?.excluded ?? false,
      identificationEnabled,
    }),
  );
}

/** The item whose page is open: the longest item path that the location is, or starts with. */
export function currentItemPath(groups: readonly OfficeMenuGroup[], pathAfterLng: string): string | null {
  let best: string | null = null;
  for (const item of groups.flatMap((g) => g.items))
    if (
      (pathAfterLng === item.path || pathAfterLng.startsWith(`${item.path}/`)) &&
      item.path.length > (best?.length ?? 0)
    )
      best = item.path;
  return best;
}
