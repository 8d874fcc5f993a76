// The process's entry. It opens the database first and only then loads the framework and the modules (start.ts),
// so that the embedded database's thread starts up while they load instead of after them: the start's two longest
// parts overlap (docs/decisions/074-start-the-database-first.md).
import { loadConfigOrExit } from './config';
import { databaseOptionsOf, openDatabase } from './db/client';

const config = loadConfigOrExit();
const database = openDatabase(databaseOptionsOf(config));
// Handled where it is awaited below; this keeps a failure during the import from counting as unhandled.
database.catch(() => {});

try {
  const { start } = await import('./start');
  await start(config, await database);
} catch (error) {
  console.error(error);
  process.exit(1);
}
