import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { createServerDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database of this run that every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Global set-up of the PostgreSQL project: one database migrated once per run, the template of every test file's
 * database (CREATE DATABASE … TEMPLATE copies it in a fraction of running every migration anew). Each file's
 * database still runs the migrator, a no-op on a current copy. Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Without a server the test files say what to set (./database.ts); nothing to prepare here.
  if (!serverUrl) return;
  const { name, url } = await createServerDatabase(serverUrl, 'test_template');
  const handle = await openDatabase({ engine: 'postgres', url });
  // No connection may stay open on a template while databases are created from it.
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
}
