import { sql } from 'drizzle-orm';
import { seoOverrideSchema, type SeoOverrideData } from '@sb/contracts';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { SILENT_LOGGER, type Logger } from '../../log';
import { seoPages } from '../../db/schema';
import { effectiveOverride } from './hierarchy';

// Spec §3 SEO page data: the override schema is the admin contract's.
export { seoOverrideSchema, type SeoOverrideData };

const SEO_CHANGED = 'seo.changed';

/** Overrides are few and read on every page render, so each node keeps them all in memory. */
export class SeoService {
  private byKey = new Map<string, SeoOverrideData>();
  private unsubscribe: (() => void) | null = null;
  private offResync: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    /** Issue 12: the one logger shape (a failed reload after a bus outage is logged). */
    private readonly log: Logger = SILENT_LOGGER,
  ) {}

  async start(): Promise<void> {
    await this.reload();
    this.unsubscribe = await this.bus.subscribe(SEO_CHANGED, () => void this.reload());
    // Back on the bus after an outage: changes published meanwhile were missed.
    this.offResync = this.bus.onResync(
      () => void this.reload().catch((err: unknown) => this.log.warn({ err }, 'seo: reload after a bus outage failed')),
    );
  }

  stop(): void {
    this.unsubscribe?.();
    this.offResync?.();
  }

  private async reload(): Promise<void> {
    const rows = await this.db.select().from(seoPages);
    const next = new Map<string, SeoOverrideData>();
    for (const row of rows) {
      const parsed = seoOverrideSchema.safeParse(row.data);
      if (parsed.success) next.set(`${row.lang}:${row.path}`, parsed.data);
    }
    this.byKey = next;
  }

  /** The page's override, with the robots it inherits (spec §3 hierarchyMetaRobots). */
  get(lang: string, path: string): SeoOverrideData | null {
    return effectiveOverride((p) => this.byKey.get(`${lang}:${p}`), path);
  }

  async set(lang: string, path: string, data: SeoOverrideData): Promise<void> {
    await this.db
      .insert(seoPages)
      .values({ lang, path, data })
      .onConflictDoUpdate({ target: [seoPages.path, seoPages.lang], set: { data, updatedAt: sql`now()` } });
    await this.reload();
    await this.bus.publish(SEO_CHANGED, { lang, path });
  }
}
