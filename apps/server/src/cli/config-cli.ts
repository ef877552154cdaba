import { readFileSync } from 'node:fs';
import { createMemoryBus, createRedisBus } from '../bus/bus';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { ConfigService, ConfigValidationError } from '../modules/config/service';

const USAGE = `Usage:
  npm run config -- list                     print every config group as JSON
  npm run config -- get <group>              print one group
  npm run config -- set <group> '<json>'     replace a group (validated)
  npm run config -- set <group> @file.json   replace a group from a file

Uses DATABASE_URL (or the embedded database in DATA_DIR: stop the server first, PGlite is
single-process). With REDIS_URL set, running nodes drop their cached config at once; otherwise
they re-read it within 30 s.`;

async function main(argv: string[]): Promise<number> {
  const [command, group, raw] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const redis = env.REDIS_URL ? createRedisBus(env.REDIS_URL, { prefix: env.REDIS_PREFIX }) : null;
  // Running nodes hear of a change only if the bus is up when it is published (else within 30 s).
  if (redis && !(await redis.whenReady(5_000))) console.error('Redis unreachable: nodes re-read within 30 s');
  const bus = redis ?? createMemoryBus();
  const config = new ConfigService(database.db, bus);
  try {
    await config.start();
    if (command === 'list') {
      console.log(JSON.stringify(await config.groups(), null, 2));
      return 0;
    }
    if (command === 'get' && group) {
      const groups = (await config.groups()) as Record<string, unknown>;
      if (!(group in groups)) {
        console.error(`unknown group ${group}`);
        return 2;
      }
      console.log(JSON.stringify(groups[group], null, 2));
      return 0;
    }
    if (command === 'set' && group && raw) {
      const text = raw.startsWith('@') ? readFileSync(raw.slice(1), 'utf8') : raw;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        console.error('value is not valid JSON');
        return 2;
      }
      const row = await config.setGroup(group, value, 'cli');
      console.log(`${group} saved (version ${row.version})`);
      return 0;
    }
    console.error(USAGE);
    return 1;
  } catch (err) {
    if (err instanceof ConfigValidationError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  } finally {
    config.stop();
    await bus.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
