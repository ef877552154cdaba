import { VIP_LEVEL_VALUES, type MainVipDomainRule } from '@sb/contracts';

/**
 * Spec §6 "VIP main-domain authentication may be required by geo", asked through block/light's
 * mainVipDomainAuthNeed (spec §7). Pure: the route passes the player's VIP facts and the request.
 */
export type VipLevel = (typeof VIP_LEVEL_VALUES)[number];

/** What the block service learns of a logged-in player (the bonuses and support modules own it). */
export interface VipFacts {
  /** The club (VIP) level of the rolling period (issue 16). */
  level: VipLevel;
  /** Operators assign a personal manager to VIP players (spec §2 office/manager). */
  hasManager: boolean;
}

export interface MainVipDomainAnswer {
  mainVipDomainAuthNeed: boolean;
  mainVipDomainUrl: string | null;
}

const rank = (level: VipLevel): number => VIP_LEVEL_VALUES.indexOf(level);

/** The host of an origin with its default port dropped (Host: example.com:443 under https is example.com). */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A VIP player: a personal manager, or a club level at least the rule's. */
export const isVipPlayer = (facts: VipFacts, minLevel: VipLevel): boolean =>
  facts.hasManager || rank(facts.level) >= rank(minLevel);

/**
 * The main VIP domain is needed when the rule is on, the request is not already on it, the
 * visitor's country (the geo header) is one of the rule's, and the player is VIP. Guests and
 * players whose facts are unknown never are: nothing would tell them apart.
 */
export function mainVipDomainAnswer(
  rule: MainVipDomainRule,
  /** origin: the request's protocol and Host, e.g. https://bet.example.com:443. */
  request: { origin: string; country: string | undefined },
  facts: VipFacts | null,
): MainVipDomainAnswer {
  const off = { mainVipDomainAuthNeed: false, mainVipDomainUrl: rule.url };
  if (rule.url === null || facts === null) return off;
  if (hostOf(rule.url) === hostOf(request.origin)) return off;
  if (request.country === undefined || !rule.countries.includes(request.country)) return off;
  if (!isVipPlayer(facts, rule.minLevel)) return off;
  return { mainVipDomainAuthNeed: true, mainVipDomainUrl: rule.url };
}
