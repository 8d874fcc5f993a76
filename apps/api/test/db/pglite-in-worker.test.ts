import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { preparedPerDatabase } from '../../src/db/prepared';
import { users } from '../../src/db/schema';
import { sqlState } from '../../src/lib/database-errors';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { createTestDatabase, testEngine } from '../helpers/database';

/** GET on a connection of its own (no keep-alive pool): the server has to accept it first. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

// ADR 027: PGlite runs on a thread of its own; the server's thread only sends statements and reads the answers.
describe.skipIf(testEngine !== 'pglite')('PGlite on its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => database?.close());

  it("keeps the server's event loop turning while a long statement runs", async () => {
    // Order, not time: on the server's own thread the statement ran to its end before any other callback, so
    // the immediate queued with it fired only after the answer. On PGlite's thread it fires while the count runs.
    let firedBeforeAnswer: boolean | undefined;
    let fired = false;
    setImmediate(() => (fired = true));
    const [row] = rowsOf<{ n: number }>(
      await database.db
        .execute(sql`select count(*)::int as n from generate_series(1, 3000000)`)
        .finally(() => (firedBeforeAnswer = fired)),
    );
    expect(row?.n).toBe(3_000_000);
    expect(firedBeforeAnswer).toBe(true);
  });

  it("gives the database's errors with their SQLSTATE, through drizzle's wrapping", async () => {
    const error = await database.db.execute(sql`select no_such_column`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(sqlState(error)).toBe('42703');
    // The thread goes on answering after an error.
    expect(rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await database.db.execute(sql`create table if not exists worker_tx (n int primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_tx values (1)`);
      await tx.execute(sql`insert into worker_tx values (2)`);
    });
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_tx values (3)`);
        await tx.execute(sql`insert into worker_tx values (1)`); // duplicate key
      })
      .catch((caught: unknown) => caught);
    expect(sqlState(failed)).toBe('23505');
    const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select n from worker_tx order by n`));
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('runs a statement from outside only after an open transaction has ended', async () => {
    await database.db.execute(sql`create table if not exists worker_order (step text)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_order values ('in the transaction')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = database.db.execute(sql`insert into worker_order values ('outside')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, outside]);
    const rows = rowsOf<{ step: string }>(await database.db.execute(sql`select step from worker_order`));
    expect(rows.map((row) => row.step)).toEqual(['in the transaction', 'outside']);
  });

  it('runs the statements of ./prepared.ts, one per database, with rows and types as unprepared', async () => {
    const byEmail = preparedPerDatabase((db) =>
      db
        .select({ id: users.id, email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('test_user_by_email'),
    );
    const [created] = await database.db
      .insert(users)
      .values({ email: 'vorbereitet@example.org' })
      .returning({ id: users.id, email: users.email, createdAt: users.createdAt });
    const first = await byEmail(database.db).execute({ email: 'vorbereitet@example.org' });
    const second = await byEmail(database.db).execute({ email: 'vorbereitet@example.org' });
    const none = await byEmail(database.db).execute({ email: 'niemand@example.org' });

    expect(first).toEqual([created]);
    expect(first[0]?.createdAt).toBeInstanceOf(Date);
    expect(second).toEqual(first);
    expect(none).toEqual([]);
    expect(byEmail(database.db)).toBe(byEmail(database.db));
  });

  it('refuses statements once closed, without waiting', async () => {
    const own = await createTestDatabase();
    await own.close();
    await expect(own.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

// ADR 026, still true on the thread: a burst of statements does not keep the server from accepting connections.
describe.skipIf(testEngine !== 'pglite')('PGlite under a burst of statements', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('accepts and answers a new connection before half of the statements have run', async () => {
    const sessions = 50;
    const statementsEach = 40;
    let done = 0;
    const busy = Array.from({ length: sessions }, async (_, session) => {
      for (let statement = 0; statement < statementsEach; statement++) {
        const result = (await t.database.db.execute(
          sql`select ${session * statementsEach + statement}::int as n`,
        )) as unknown as { rows: Array<{ n: number }> };
        expect(result.rows[0]?.n).toBe(session * statementsEach + statement);
        done++;
      }
    });

    const status = await getOnNewConnection(`${base}/api/health`);
    const doneWhenAnswered = done;
    await Promise.all(busy);

    expect(status).toBe(200);
    expect(done).toBe(sessions * statementsEach);
    expect(doneWhenAnswered).toBeLessThan((sessions * statementsEach) / 2);
  });
});
