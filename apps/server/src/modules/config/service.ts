import {
  CONFIG_GROUP_SCHEMAS,
  type ConfigGroupName,
  type ConfigGroups,
  type LanguagesGroup,
  type SiteConfig,
} from '@sb/contracts';
import { FALLBACK_LANGUAGE } from '@sb/preferences';
import { isShippedLanguage } from '@sb/i18n';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { DEFAULT_CONFIG } from './defaults';
import { readAllGroups, seedGroups, writeGroup, type StoredGroup } from './repository';

export const CONFIG_CHANGED = 'config.changed';
/** A node re-reads config at least this often even if it missed a bus event. */
const LOCAL_CACHE_MS = 30_000;

/** Spec §9: config cache time random between 600 and 900 s. */
export const CONFIG_CACHE_MIN_S = 600;
export const CONFIG_CACHE_MAX_S = 900;
export function configCacheSeconds(random: () => number = Math.random): number {
  return CONFIG_CACHE_MIN_S + Math.floor(random() * (CONFIG_CACHE_MAX_S - CONFIG_CACHE_MIN_S + 1));
}

export class ConfigValidationError extends Error {
  constructor(
    readonly group: string,
    readonly issues: string[],
  ) {
    super(`invalid config group ${group}: ${issues.join('; ')}`);
  }
}

export function isConfigGroupName(name: string): name is ConfigGroupName {
  return Object.hasOwn(CONFIG_GROUP_SCHEMAS, name);
}

/** Spec §8: a default language that is not allowed (or not shipped) falls back to English. */
export function effectiveDefaultLanguage(languages: LanguagesGroup): string {
  const d = languages.default;
  return languages.allowed.includes(d) && isShippedLanguage(d) ? d : FALLBACK_LANGUAGE;
}

/** Languages a visitor may use: allowed and shipped; hidden ones only after login (spec §6). */
export function visibleLanguages(languages: LanguagesGroup, authenticated: boolean): string[] {
  const list = languages.allowed.filter(
    (l) => isShippedLanguage(l) && (authenticated || !languages.hiddenForUnauthorized.includes(l)),
  );
  const fallback = effectiveDefaultLanguage(languages);
  return list.includes(fallback) ? list : [fallback, ...list];
}

export class ConfigService {
  private cache: { at: number; groups: ConfigGroups; raw: StoredGroup[] } | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
    /** Issue 11 §1: payments are simulated (the sandbox provider is on): the site is a demo. */
    private readonly paymentsDemo = false,
  ) {}

  async start(): Promise<void> {
    await seedGroups(this.db, DEFAULT_CONFIG);
    this.unsubscribe = await this.bus.subscribe(CONFIG_CHANGED, () => {
      this.cache = null;
    });
  }

  stop(): void {
    this.unsubscribe?.();
  }

  async groups(): Promise<ConfigGroups> {
    return (await this.load()).groups;
  }

  async storedGroups(): Promise<StoredGroup[]> {
    return (await this.load()).raw;
  }

  private async load() {
    if (this.cache && this.now() - this.cache.at < LOCAL_CACHE_MS) return this.cache;
    const raw = await readAllGroups(this.db);
    const groups = structuredClone(DEFAULT_CONFIG);
    for (const row of raw) {
      if (!isConfigGroupName(row.name)) continue;
      // A row that no longer fits its schema (older release, manual SQL) keeps the default.
      const parsed = CONFIG_GROUP_SCHEMAS[row.name].safeParse(row.value);
      if (parsed.success) (groups as Record<string, unknown>)[row.name] = parsed.data;
    }
    this.cache = { at: this.now(), groups, raw };
    return this.cache;
  }

  async setGroup(name: string, value: unknown, actor: string): Promise<StoredGroup> {
    if (!isConfigGroupName(name)) throw new ConfigValidationError(name, ['unknown group']);
    const parsed = CONFIG_GROUP_SCHEMAS[name].safeParse(value);
    if (!parsed.success) {
      throw new ConfigValidationError(
        name,
        parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
      );
    }
    if (name === 'languages') {
      const l = parsed.data as LanguagesGroup;
      const unknown = l.allowed.filter((code) => !isShippedLanguage(code));
      if (unknown.length) throw new ConfigValidationError(name, [`no dictionary for: ${unknown.join(', ')}`]);
    }
    const row = await writeGroup(this.db, name, parsed.data, actor);
    this.cache = null;
    await this.bus.publish(CONFIG_CHANGED, { name, version: row.version });
    return row;
  }

  /** The answer of GET /bff-api/config/all.json (spec §7). */
  async siteConfig(opts: {
    lang: string | undefined;
    countryCode: string | undefined;
    authenticated: boolean;
  }): Promise<SiteConfig> {
    const g = await this.groups();
    const visible = visibleLanguages(g.languages, opts.authenticated);
    const lang = opts.lang && visible.includes(opts.lang) ? opts.lang : effectiveDefaultLanguage(g.languages);
    const code = opts.countryCode?.toLowerCase();
    const countryCode = code && g.geo.countries[code] ? code : g.geo.fallbackCountry;
    const country = g.geo.countries[countryCode];
    return {
      ...g.site,
      geoCountryId: country?.id ?? 0,
      geoCurrency: country?.currency ?? g.couponAmountSteps.fallbackCurrency,
      geoCountryCode: countryCode,
      is12h: country?.is12h ?? false,
      lang,
      languages: g.languages,
      currencies: g.currencies,
      coefFormats: g.coefFormats,
      couponAmountSteps: g.couponAmountSteps,
      rechargeModalEnabled: g.payments.rechargeModalEnabled,
      paymentsDemo: this.paymentsDemo,
    };
  }
}
