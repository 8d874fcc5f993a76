import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText } from '@cert/domain';
import type { DatabaseHandle } from '../../src/db/client';
import { organizations, users } from '../../src/db/schema';
import { migrationsDir } from '../../src/lib/paths';
import { createTestDatabase } from '../helpers/database';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';

/**
 * Migration 0009 repairs names stored before texts were cleaned on their way in (docs/security.md 34). Its
 * statements run again here over rows with hostile names; its SQL function is compared with the domain's rule.
 */
const statements = readFileSync(path.join(migrationsDir, '0009_clean_shown_names.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());
const [createFunction, ...repairs] = statements;
const dropFunction = repairs.pop()!;

describe('migration 0009: names others see, cleaned once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = (statement: string) => database.db.execute(sql.raw(statement));

  it('cleans one-line text exactly as the domain does (property)', async () => {
    await run(createFunction!);
    try {
      const character = fc.constantFrom(
        ...'aÄ .\t\n\r\u0085\u2028\u2029\u202a\u202e\u2066\u2069\u200e\u200f\u061c\u0001\u0007\u001b\u007f\u009b\u009f',
      );
      await fc.assert(
        fc.asyncProperty(fc.array(character, { maxLength: 12 }), async (characters) => {
          const value = characters.join('');
          const rows = (await database.db.execute(
            sql`SELECT clean_shown_name(${value}) AS cleaned`,
          )) as unknown as {
            rows: Array<{ cleaned: string }>;
          };
          expect(rows.rows[0]!.cleaned, JSON.stringify(value)).toBe(cleanText(value).trim());
        }),
        // A CR and a LF around a bidirectional control are one line break: once found by chance, now always tried.
        { numRuns: 200, examples: [[['a', '\r', '\u202e', '\n', 'a']]] },
      );
    } finally {
      await run(dropFunction);
    }
  });

  it('repairs stored names and leaves clean ones alone', async () => {
    const hostile = organizationData('PublicProcurer', ' Stadt\u202E Nord\u0007\r\nAmt ');
    hostile.address.city = '\u2066Berlin\u2069';
    const organizationId = await insertOrganization(database.db, { data: hostile });
    const clean = await insertOrganization(database.db, { data: organizationData('Provider', 'Firma Süd') });
    const userId = await insertUser(database.db, 'umbenannt@example.de');
    await database.db
      .update(users)
      .set({ firstName: 'Eri\u200Fka', lastName: null })
      .where(eq(users.id, userId));

    await run(createFunction!);
    for (const statement of repairs) await run(statement);
    await run(dropFunction);

    const [organization] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({ name: 'Stadt Nord Amt', city: 'Berlin', street: 'Musterstraße 1' });
    const [untouched] = await database.db.select().from(organizations).where(eq(organizations.id, clean));
    expect(untouched).toMatchObject({ name: 'Firma Süd', city: 'Berlin' });
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: 'Erika', lastName: null });
  });
});
