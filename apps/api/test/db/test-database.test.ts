import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, testEngine } from '../helpers/database';

async function systemIdentifier({ db }: DatabaseHandle) {
  const result = (await db.execute(
    sql`SELECT system_identifier::text AS id FROM pg_control_system()`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]?.id;
}

// The set-up of the PGlite project writes one image per run (helpers/database-image-setup.ts).
describe.skipIf(testEngine !== 'pglite')("the tests' databases", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(() => Promise.all(opened.map((handle) => handle.close())));

  it("start from the run's image: its cluster, not one initdb made", async () => {
    const imageFile = inject('databaseImage');
    expect(imageFile).toMatch(/database-image\.tar\.gz$/);
    const [testDatabase, fromImage, fromScratch] = await Promise.all([
      createTestDatabase(),
      openDatabase({ engine: 'pglite', dataDir: undefined, imageFile }),
      openDatabase({ engine: 'pglite', dataDir: undefined }),
    ]);
    opened.push(testDatabase, fromImage, fromScratch);
    expect(await systemIdentifier(testDatabase)).toBe(await systemIdentifier(fromImage));
    expect(await systemIdentifier(fromScratch)).not.toBe(await systemIdentifier(fromImage));
  });
});
