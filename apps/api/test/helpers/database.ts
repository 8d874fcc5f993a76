import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's database image
 * (./database-image-setup.ts), or a new database on the PostgreSQL server of TEST_DATABASE_URL, copied from the
 * run's migrated template (./postgres-template-setup.ts) and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') {
    return openDatabase({ engine: 'pglite', dataDir: undefined, imageFile: inject('databaseImage') });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'The API tests run on PostgreSQL and need TEST_DATABASE_URL: `npm test` starts a throwaway cluster itself; ' +
        'for a vitest run of your own, set it to a server where the tests may create databases ' +
        '(docs/decisions/032-one-engine-per-test.md).',
    );
  }
  const { name, url } = await createServerDatabase(serverUrl, 'test', inject('postgresTemplate'));
  const handle = await openDatabase({ engine: 'postgres', url });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets have said goodbye; dropping WITH (FORCE) at once kills those
 * backends and their clients raise an unhandled FATAL 57P01. Wait for them instead, force only as a last resort.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: database is being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new database `<prefix>_<random>` on the server of `serverUrl`, empty or a copy of `template`; its name and URL. */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // FILE_COPY copies the template's few files as they are, where PostgreSQL 15's default (WAL_LOG) writes every
    // page of it through the write-ahead log: for a template of a few megabytes that was most of a test file's set-up
    // (docs/decisions/032).
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
