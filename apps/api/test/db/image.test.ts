import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { unpackDatabaseImage, writeDatabaseImage } from '../../src/db/image';
import { migrationsDir } from '../../src/lib/paths';
import { createTestDatabase, testEngine } from '../helpers/database';

async function rowsOf({ db }: DatabaseHandle, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** What the migrations made: applied migrations, extensions, columns and indexes, in a fixed order. */
async function schemaOf(handle: DatabaseHandle) {
  const rows = (query: SQL) => rowsOf(handle, query);
  return {
    migrations: await rows(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`),
    extensions: await rows(sql`SELECT extname, extversion FROM pg_extension ORDER BY extname`),
    columns: await rows(sql`
      SELECT table_schema, table_name, column_name, ordinal_position, data_type, udt_name, column_default,
        is_nullable
      FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')
      ORDER BY table_schema, table_name, ordinal_position`),
    indexes: await rows(sql`
      SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname IN ('public', 'drizzle')
      ORDER BY schemaname, tablename, indexname`),
  };
}

async function systemIdentifier(handle: DatabaseHandle) {
  const [row] = await rowsOf(handle, sql`SELECT system_identifier::text AS id FROM pg_control_system()`);
  return row?.id;
}

const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// The image is PGlite's; the PostgreSQL project has nothing to add here.
describe.skipIf(testEngine !== 'pglite')('the pre-migrated database image (ADR 020)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'db-image-test-'));
  const staleImage = path.join(work, 'stale.tar.gz');
  const opened: DatabaseHandle[] = [];
  const open = async (dataDir: string, imageFile: string) => {
    const handle = await openDatabase({ engine: 'pglite', dataDir, imageFile });
    opened.push(handle);
    return handle;
  };

  // The image of this run's checkout, written once by the project's global set-up with writeDatabaseImage.
  let image: string;
  // A second cluster that initdb made, migrated in two runs: before it was packed and after it was unpacked. Every
  // unpacked image is compared with it (one initdb + migrate less per run than a third cluster made from scratch).
  let upgraded: DatabaseHandle;

  beforeAll(async () => {
    image = inject('databaseImage');
    // A migrations folder that lacks the last two migrations: an image built before they were written.
    const staleMigrations = path.join(work, 'stale-drizzle');
    cpSync(migrationsDir, staleMigrations, { recursive: true });
    writeFileSync(
      path.join(staleMigrations, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, -2) }),
    );
    await writeDatabaseImage(staleImage, staleMigrations);
    upgraded = await open(path.join(work, 'from-stale'), staleImage);
  }, 180_000);
  afterAll(async () => {
    for (const handle of opened) await handle.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('applies the migrations a stale image lacks', async () => {
    const unpacked = path.join(work, 'stale-unpacked');
    await unpackDatabaseImage(staleImage, unpacked);
    const plain = new PGlite({ dataDir: unpacked });
    const before = await plain.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    await plain.close();
    expect(before.rows).toEqual([{ count: journal.entries.length - 2 }]);

    const schema = await schemaOf(upgraded);
    expect(schema.migrations).toHaveLength(journal.entries.length);
    expect(schema.extensions).toContainEqual(expect.objectContaining({ extname: 'pg_trgm' }));
  });

  it('starts a new data folder from the image, with the same migrations, columns and indexes as initdb + migrate', async () => {
    const first = await open(path.join(work, 'first'), image);
    const second = await open(path.join(work, 'second'), image);
    // One cluster unpacked twice, not made anew: initdb gives every cluster its own identifier.
    expect(await systemIdentifier(first)).toBe(await systemIdentifier(second));
    expect(await systemIdentifier(first)).not.toBe(await systemIdentifier(upgraded));
    expect(await schemaOf(first)).toEqual(await schemaOf(upgraded));
    // pg_trgm's functions work on the unpacked cluster (its index type backs the admin lists' filters).
    const similar = sql`SELECT similarity('Beschaffung', 'Beschaffungen') > 0.5 AS close`;
    expect(await rowsOf(first, similar)).toEqual([{ close: true }]);
  });

  it("gives the tests' databases the run's image: its cluster, not one initdb made", async () => {
    const testDatabase = await createTestDatabase();
    opened.push(testDatabase);
    const fromImage = await open(path.join(work, 'third'), image);
    expect(await systemIdentifier(testDatabase)).toBe(await systemIdentifier(fromImage));
    expect(await systemIdentifier(testDatabase)).not.toBe(await systemIdentifier(upgraded));
  });

  it('opens an existing data folder as it is, keeping its data', async () => {
    const dataDir = path.join(work, 'kept');
    const handle = await open(dataDir, image);
    await handle.db.execute(sql`INSERT INTO users (email) VALUES ('bestand@amt.example')`);
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);

    const again = await open(dataDir, image);
    expect(await rowsOf(again, sql`SELECT email FROM users`)).toEqual([{ email: 'bestand@amt.example' }]);
    expect(existsSync(path.join(dataDir, 'pglite.unpacking'))).toBe(false);
  });

  it('unpacks anew after a start that was stopped while unpacking', async () => {
    const dataDir = path.join(work, 'interrupted');
    // What a stopped start leaves: some of the files beside an empty folder, no cluster in it.
    mkdirSync(path.join(dataDir, 'pglite.unpacking', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite.unpacking', 'base', 'halb'), 'x');
    mkdirSync(path.join(dataDir, 'pglite'));
    const handle = await open(dataDir, image);
    expect(await schemaOf(handle)).toEqual(await schemaOf(upgraded));
    expect(existsSync(path.join(dataDir, 'pglite', 'base', 'halb'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite.unpacking'))).toBe(false);
  });

  it('never unpacks over a folder that has contents but no cluster', async () => {
    const dataDir = path.join(work, 'occupied');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'notiz.txt'), 'bleibt');
    await expect(openDatabase({ engine: 'pglite', dataDir, imageFile: image })).rejects.toThrow(/ENOTEMPTY/);
    expect(readFileSync(path.join(dataDir, 'pglite', 'notiz.txt'), 'utf8')).toBe('bleibt');
  });
});
