import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import { seoPages } from '../../db/schema';

/** Spec §3 SEO page data (the fields an operator may override per page and language). */
export const seoOverrideSchema = z.object({
  title: z.string().min(1).max(200).optional(),
  description: z.string().min(1).max(500).optional(),
  metaRobots: z
    .string()
    .regex(/^[a-z, -]{1,60}$/)
    .optional(),
  customCanonical: z
    .object({
      mode: z.enum(['url', 'mirror']),
      targetUrl: z.url().optional(),
      domain: z.object({ host: z.string().regex(/^[a-z0-9.-]{1,253}$/) }).optional(),
    })
    .refine(
      (c) => (c.mode === 'url' ? !!c.targetUrl : !!c.domain),
      'url mode needs targetUrl, mirror mode needs domain',
    )
    .optional(),
});
export type SeoOverrideData = z.infer<typeof seoOverrideSchema>;

const SEO_CHANGED = 'seo.changed';

/** Overrides are few and read on every page render, so each node keeps them all in memory. */
export class SeoService {
  private byKey = new Map<string, SeoOverrideData>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  async start(): Promise<void> {
    await this.reload();
    this.unsubscribe = await this.bus.subscribe(SEO_CHANGED, () => void this.reload());
  }

  stop(): void {
    this.unsubscribe?.();
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

  get(lang: string, path: string): SeoOverrideData | null {
    return this.byKey.get(`${lang}:${path}`) ?? null;
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
