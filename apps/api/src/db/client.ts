import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { databaseImageFile, migrationsDir } from '../lib/paths';
import { unpackDatabaseImage } from './image';
import { PGliteInWorker } from './pglite-in-worker';
import * as schema from './schema';

/** The one query interface above both engines. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
};

type DatabaseOptions =
  | { engine: 'postgres'; url: string }
  | {
      engine: 'pglite';
      /** undefined: in memory (tests). */
      dataDir: string | undefined;
      /**
       * The pre-migrated cluster a new data folder starts from (./image.ts); by default the build's, if any. In
       * memory only when given (the tests' image, written once per run).
       */
      imageFile?: string;
    };

/** Any constant, the same in every instance: the advisory lock under which migrations run. */
const MIGRATION_LOCK = 4_711_019;

/**
 * Applies the migrations while holding a session advisory lock, so that instances starting together run them one
 * after the other (the migrator has no lock of its own: the second instance failed on "table already exists").
 */
async function migrateExclusively(pool: Pool, db: NodePgDatabase<typeof schema>): Promise<void> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: migrationsDir });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

/**
 * A data folder without a cluster yet (PostgreSQL's PG_VERSION file marks one) is unpacked from the build's image,
 * which is much faster than PGlite's initdb and every migration (docs/decisions/020-pre-migrated-database-image.md).
 * Without an image (tests, development from the sources) the folder is created and PGlite runs initdb.
 */
async function prepareDataDir(dataDir: string, imageFile: string | undefined): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  if (imageFile && existsSync(imageFile)) await unpackDatabaseImage(imageFile, dataDir);
  else mkdirSync(dataDir, { recursive: true });
}

/** The database a configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export const databaseOptionsOf = (config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions =>
  config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.dataDir };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') {
    // Imported only for PostgreSQL: the embedded default's start does without them (B9, ADR 020).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Bounded waits while the server is unreachable: a request fails with the generic error, never hangs.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client whose connection the server ended (restart, fail-over) emits 'error'; unhandled, that
    // ends the process. The pool has already dropped the client and the next query connects anew: nothing to do.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migrateExclusively(pool, db);
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await prepareDataDir(dataDir, options.imageFile ?? databaseImageFile);
  }
  // drizzle's PGlite driver is imported while the thread starts, not above: it loads PGlite's own module, which the
  // server's thread does not need before then (ADR 074).
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    PGliteInWorker.open({ dataDir, imageFile: dataDir ? undefined : options.imageFile }),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // drizzle asks of its client only what PGliteInWorker offers (query, exec, transaction).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  // Always: a no-op on a current image, and an image older than the migrations gets the newer ones.
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
  };
}
