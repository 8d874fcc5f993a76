import type { Database } from './client';

/**
 * A statement prepared once per database and kept with it: for the statements every request runs, where building
 * the query costs more than running it (ADR 021). A WeakMap, so that a closed database takes its statements along.
 * PostgreSQL's driver prepares a named statement once per connection; on PGlite, drizzle's prepare() keeps the
 * built text, and PGlite parses it on each run.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
