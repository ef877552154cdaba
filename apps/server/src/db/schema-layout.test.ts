import { readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Who owns each table: the module whose repository or service writes it. */
const OWNER: Record<string, readonly string[]> = {
  identity: [
    'app_user',
    'user_session',
    'qr_login',
    'auth_event',
    'rate_counter',
    'captcha',
    'one_time_code',
    'backup_code',
    'outbox_message',
    'server_secret',
    'social_identity',
  ],
  ledger: ['ledger_account', 'ledger_txn', 'ledger_entry'],
  wallet: ['payment', 'wallet_conversion_answer'],
  support: [
    'support_request',
    'support_consultant',
    'support_conversation',
    'support_message',
    'support_callback',
    'support_email',
    'support_social_link',
    'support_manager',
    'block_appeal',
  ],
  responsible: ['rg_limit', 'rg_session', 'rg_questionnaire'],
  config: ['config_group', 'admin_audit'],
  seo: ['seo_page'],
  line: ['game_results'],
  betting: ['bet_coupon', 'bet_coupon_leg', 'bet_booking'],
  content: ['content_version'],
  analytics: ['analytics_event', 'cookie_agreement'],
  office: ['office_personal_data', 'office_account_settings', 'office_idea'],
  casino: [
    'casino_provider',
    'casino_game',
    'casino_seed',
    'casino_revealed_seed',
    'casino_round',
    'casino_favorite',
    'casino_recent',
    'casino_seamless_round',
    'casino_seamless_rollback',
    'casino_provider_session',
    'casino_seamless_nonce',
  ],
  lotto: ['lotto_lottery', 'lotto_draw', 'lotto_ticket', 'lotto_ticket_draw'],
  verification: ['verification_document', 'verification_request'],
  bonuses: [
    'bonus_definition',
    'promo_code',
    'player_bonus',
    'loyalty_point',
    'player_free_spins',
    'promo_boost_code',
    'promo_boost_use',
  ],
  referrals: ['referral'],
  toto: ['toto_jackpot', 'toto_draw', 'toto_coupon'],
  bonusgames: ['bonus_game_seed', 'bonus_game_play', 'bonus_game_ticket'],
  tournaments: ['tournament', 'tournament_entry', 'tournament_result'],
  'sandbox-provider': ['sandbox_provider_round'],
};

describe('issue 12: tables live with their module, db/schema.ts re-exports them (one migration history)', () => {
  it('db/schema.ts defines no table and re-exports every module schema', () => {
    const text = source('./schema.ts');
    expect(text).not.toMatch(/pgTable|drizzle-orm/);
    const reexported = [...text.matchAll(/export \* from '\.\.\/modules\/([\w-]+)\/schema';/g)].map((m) => m[1]);
    expect(reexported.sort()).toEqual(Object.keys(OWNER).sort());
  });

  it("each table is defined in its owner's modules/<module>/schema.ts", () => {
    for (const [module, tables] of Object.entries(OWNER)) {
      const text = source(`../modules/${module}/schema.ts`);
      const defined = [...text.matchAll(/pgTable\(\s*'(\w+)'/g)].map((m) => m[1]);
      expect(defined.sort(), module).toEqual([...tables].sort());
    }
  });

  it('drizzle-kit sees every table through db/schema.ts, each with an owner', () => {
    const values: unknown[] = Object.values(schema);
    const names = values.filter((value) => is(value, PgTable)).map((table) => getTableName(table as PgTable));
    expect(names.sort()).toEqual(Object.values(OWNER).flat().sort());
  });

  it('the schema the modules define is the last migration snapshot: no migration is missing', async () => {
    const journal = JSON.parse(source('../../drizzle/meta/_journal.json')) as { entries: { idx: number }[] };
    const last = String(Math.max(...journal.entries.map((e) => e.idx))).padStart(4, '0');
    const snapshot = JSON.parse(source(`../../drizzle/meta/${last}_snapshot.json`)) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson({ ...schema }, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
