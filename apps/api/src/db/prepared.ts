import type { Database } from './client';
import { PGliteInWorker } from './pglite-in-worker';

/**
 * A statement prepared once per database and kept with it: for the statements every request runs, where building
 * the query costs more than running it (ADR 021). A WeakMap, so that a closed database takes its statements along.
 * PostgreSQL's driver prepares a named statement once per connection; on PGlite, drizzle's prepare() keeps only
 * the text, so PGlite's thread is told to keep it prepared (ADR 027).
 */
export function preparedPerDatabase<T extends { getQuery(): { sql: string } }>(
  prepare: (db: Database) => T,
): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof PGliteInWorker) client.keepPrepared(statement.getQuery().sql);
    }
    return statement;
  };
}
