import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAudit, configGroups } from '../../db/schema';

export interface StoredGroup {
  name: string;
  value: unknown;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

export async function readAllGroups(db: Db): Promise<StoredGroup[]> {
  return db.select().from(configGroups);
}

/** Inserts defaults that are missing; never overwrites what an operator set. */
export async function seedGroups(db: Db, groups: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(groups).map(([name, value]) => ({ name, value }));
  if (rows.length === 0) return;
  await db.insert(configGroups).values(rows).onConflictDoNothing({ target: configGroups.name });
}

export async function writeGroup(db: Db, name: string, value: unknown, actor: string): Promise<StoredGroup> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(configGroups)
      .values({ name, value, updatedBy: actor })
      .onConflictDoUpdate({
        target: configGroups.name,
        set: { value, updatedBy: actor, updatedAt: sql`now()`, version: sql`${configGroups.version} + 1` },
      })
      .returning();
    await tx.insert(adminAudit).values({ actor, action: 'config.set', target: name, payload: value as object });
    if (!row) throw new Error('upsert returned nothing');
    return row;
  });
}

export async function readGroup(db: Db, name: string): Promise<StoredGroup | undefined> {
  const [row] = await db.select().from(configGroups).where(eq(configGroups.name, name));
  return row;
}
