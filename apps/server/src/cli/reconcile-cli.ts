import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { reconcileLedger } from '../modules/ledger/ledger';

/**
 * `npm run reconcile`: proves the books — every balance equals the sum of its ledger entries and
 * every currency sums to zero. Exit code 0 when clean, 3 when not.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    schemaName: env.DATABASE_SCHEMA,
  });
  try {
    const report = await reconcileLedger(database.db);
    console.log(`accounts checked: ${report.accounts}`);
    for (const [currency, total] of report.totals) console.log(`  ${currency}: sum of all balances ${total}`);
    for (const m of report.mismatches)
      console.log(`  MISMATCH account ${m.accountId}: balance ${m.balance}, entries ${m.sumOfEntries}`);
    for (const c of report.unbalancedCurrencies) console.log(`  UNBALANCED currency ${c}`);
    const clean = report.mismatches.length === 0 && report.unbalancedCurrencies.length === 0;
    console.log(clean ? 'ledger reconciles: clean' : 'ledger does NOT reconcile');
    return clean ? 0 : 3;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
