import type { MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { PGliteInWorker } from './pglite-in-worker';
import * as schema from './schema';

/**
 * How another thread of the server (the export's, ADR 028) reaches the server's database: PostgreSQL by its URL,
 * with a small pool of its own; the embedded PGlite by a port to PGlite's thread (ADR 027).
 */
export type ThreadDatabase = { engine: 'postgres'; url: string } | { engine: 'pglite'; port: MessagePort };

/** Opens the database in the thread that received `access`; the migrations ran in the server already. */
export async function openThreadDatabase(
  access: ThreadDatabase,
): Promise<{ db: Database; close(): Promise<void> }> {
  if (access.engine === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: access.url, max: 2, connectionTimeoutMillis: 5_000 });
    // As the server's pool: a connection the server ended is dropped, the next query connects anew.
    pool.on('error', () => {});
    return { db: drizzlePg(pool, { schema }) as unknown as Database, close: () => pool.end() };
  }
  const client = PGliteInWorker.overPort(access.port);
  // drizzle asks of its client only what PGliteInWorker offers (query, exec, transaction).
  return {
    db: drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database,
    close: () => client.close(),
  };
}
