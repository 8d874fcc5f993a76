import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { testEngine } from '../helpers/database';

/** GET on a connection of its own (no keep-alive pool): the server has to accept it first. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });

// ADR 026: without a turn of the event loop between PGlite's statements, a burst of them runs as one chain of
// microtasks and no connection is accepted or read until all have run. Counted in statements, not in time.
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
