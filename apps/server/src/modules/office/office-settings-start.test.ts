import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_DISALLOWED_SPORTS_PATH,
  OFFICE_SAVE_SETTING_PATH,
  OFFICE_SETTINGS_PATH,
  officeSettingsSchema,
} from '@sb/contracts';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv(), () => clock);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

async function player(bonusType: 0 | 1 | 2) {
  const remoteAddress = `10.95.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const headers = { cookie: `sid=${sid}`, 'x-requested-with': 'XMLHttpRequest', 'x-language': 'en' };
  return {
    get: (url: string) => app.app.inject({ url, headers }),
    post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
  };
}

describe('issue 17 the registration bonus is the office setting (spec §3 account settings keys)', () => {
  it('§3 bonus_type and first_deposit_bonus_type start as the bonusType chosen at registration', async () => {
    for (const bonusType of [0, 1, 2] as const) {
      const p = await player(bonusType);
      const s = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json());
      expect(s.bonusSetting.value).toBe(bonusType);
      expect(s.firstDepositBonusSetting.value).toBe(bonusType);
    }
  });

  it('§3 saving another setting first (row created) keeps the registration bonus; a saved choice wins', async () => {
    const p = await player(2);
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_news', value: 1 });
    await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [], live: [] });
    let s = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json());
    expect(s.firstDepositBonusSetting.value).toBe(2);
    expect(s.bonusSetting.value).toBe(2);
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'first_deposit_bonus_type', value: 0 });
    s = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json());
    expect(s.firstDepositBonusSetting.value).toBe(0);
    expect(s.bonusSetting.value).toBe(2);
  });
});

describe('issue 17 user config fields (spec §3 User config)', () => {
  it('§3 the config answers changed_pass_day_count, user_country_id, phone_code, has_deposit, user_msg_count', async () => {
    const p = await player(0);
    const cfg = (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
    expect(cfg.changed_pass_day_count).toBe(0);
    expect(cfg.phone_code).toBeNull();
    expect(cfg).toHaveProperty('user_country_id');
    expect(cfg.has_deposit).toBe(false);
    expect(cfg.user_msg_count).toBe(0);
    expect(cfg.user_hide_balance).toBe(true);
    expect(cfg.is_active_secure_question).toBe(false);
  });
});
