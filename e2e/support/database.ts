import pg from 'pg';
import { E2E_DATABASE_URL } from './env';

/**
 * SQL on the database of the PostgreSQL e2e instance: the arrange step of specs that need a past (a bronze
 * result passed weeks ago). Only what a test cannot do through the product goes here.
 */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  if (!E2E_DATABASE_URL)
    throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL e2e instance is not running');
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
