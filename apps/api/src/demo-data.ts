import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runDemoData } from './demo/demo-data';

/**
 * `npm run demo-data` (docs/insights.md, "Demo data"): fills the configured database, the embedded one by default,
 * with synthetic organisations and their journeys, so that a newcomer sees the comparison and the overview
 * working. Refuses a database that holds any organisation that is not demo data.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl }
      : { engine: 'pglite', dataDir: config.dataDir },
  );
  try {
    const outcome = await runDemoData(database.db, new Date(), { procurers: 180, providers: 90 });
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } finally {
    await database.close();
  }
}

void main();
