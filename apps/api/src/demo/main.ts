import { loadConfigOrExit } from '../config';
import { databaseOptionsOf, openDatabase } from '../db/client';
import { runDemoData } from './demo-data';

/**
 * `npm run demo-data` (docs/insights.md, "Demo data"): fills the configured database, the embedded one by default,
 * with synthetic organisations and their journeys, so that a newcomer sees the comparison and the overview
 * working. Refuses a database that holds any organisation that is not demo data.
 */
async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    const outcome = await runDemoData(database.db, new Date(), { procurers: 180, providers: 90 });
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } finally {
    await database.close();
  }
}

void main();
