import { BlockList, isIP } from 'node:net';
import { DISPLAY_BLOCKED, GEO_BLOCK_TEMPLATE, type BlockAnswer, type BlockRule, type BlocksGroup } from '@sb/contracts';

/** What the block service knows of a visitor: no database, only the request. */
export interface Visitor {
  /** Two lowercase letters from the load balancer's header; undefined when it sent none. */
  country: string | undefined;
  ip: string;
  userAgent: string;
  authenticated: boolean;
  /** The geo-off cookie's value, if any (spec §4). */
  geoOff: string | undefined;
}

interface CompiledRule {
  rule: BlockRule;
  countries: ReadonlySet<string>;
  networks: BlockList | null;
  userAgents: readonly string[];
}
interface CompiledGroup {
  rules: readonly CompiledRule[];
  geoOffToken: string | null;
}

const compiled = new WeakMap<BlocksGroup, CompiledGroup>();

/** Rules are compiled once per version of the config group: the page hot path only matches. */
export function compileBlocks(group: BlocksGroup): CompiledGroup {
  let c = compiled.get(group);
  if (!c) {
    c = {
      geoOffToken: group.geoOffToken,
      rules: group.rules.map((rule) => {
        let networks: BlockList | null = null;
        if (rule.cidrs.length > 0) {
          networks = new BlockList();
          for (const cidr of rule.cidrs) {
            const [net = '', bits = '0'] = cidr.split('/');
            networks.addSubnet(net, Number(bits), isIP(net) === 6 ? 'ipv6' : 'ipv4');
          }
        }
        return {
          rule,
          countries: new Set(rule.countries),
          networks,
          userAgents: rule.userAgents.map((u) => u.toLowerCase()),
        };
      }),
    };
    compiled.set(group, c);
  }
  return c;
}

/** An IPv4 address written as IPv6 (::ffff:203.0.113.5) is matched as the IPv4 it is. */
function ipOf(raw: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  const plain = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(plain);
  return family === 0 ? null : { ip: plain, family: family === 6 ? 'ipv6' : 'ipv4' };
}

function matches(c: CompiledRule, visitor: Visitor, ip: ReturnType<typeof ipOf>, ua: string): boolean {
  if (c.rule.guestsOnly && visitor.authenticated) return false;
  if (c.countries.size > 0 && !(visitor.country && c.countries.has(visitor.country))) return false;
  if (c.networks && !(ip && c.networks.check(ip.ip, ip.family))) return false;
  if (c.userAgents.length > 0 && !c.userAgents.some((u) => ua.includes(u))) return false;
  return true;
}

export const NOT_BLOCKED: BlockAnswer = { displayTypeId: 0, templateTypeId: null };

/**
 * Spec §4 Blocking: the first rule that matches blocks (displayTypeId 1) with its reason, unless
 * it is a geo block (template 1) and the visitor holds the operator's geo-off cookie.
 */
export function decideBlock(group: BlocksGroup, visitor: Visitor): BlockAnswer {
  const c = compileBlocks(group);
  const ip = ipOf(visitor.ip);
  const ua = visitor.userAgent.toLowerCase();
  const geoOff = c.geoOffToken !== null && visitor.geoOff === c.geoOffToken;
  for (const rule of c.rules) {
    if (!matches(rule, visitor, ip, ua)) continue;
    if (geoOff && rule.rule.templateTypeId === GEO_BLOCK_TEMPLATE) continue;
    return { displayTypeId: DISPLAY_BLOCKED, templateTypeId: rule.rule.templateTypeId };
  }
  return NOT_BLOCKED;
}
