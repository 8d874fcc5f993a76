// A database of its own on the benchmark's PostgreSQL server (BENCH_DATABASE_URL), dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates `<prefix>_<random>` on the server of `serverUrl`; `url` reaches it, `drop()` removes it. */
export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
