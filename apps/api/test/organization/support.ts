import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Organization } from '@cert/domain';
import type { Database } from '../../src/db/client';
import { createTestApp, type TestContext } from '../helpers/app';
import { signIn, uniqueEmail, type SignedIn } from '../helpers/browser';

/** Row counts of the organisation tables: a refused request must leave them as they were. */
export async function organizationRowCounts(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from organizations) as organizations,
      (select count(*)::int from memberships) as memberships,
      (select count(*)::int from invitations) as invitations,
      (select count(*)::int from organization_change_requests) as change_requests`);
  const rows = (result as unknown as { rows: Array<Record<string, number>> }).rows;
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

export { expectApiError } from '../helpers/refusals';

export function organizationOf(res: LightMyRequestResponse, status = 200): Organization {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Organization;
}

export { uniqueEmail };

/**
 * A fresh app with three signed-in people who belong to no organisation yet: the one who will administer it, a
 * member and an outsider.
 */
export async function appWithThreePeople(): Promise<{
  t: TestContext;
  admin: SignedIn;
  member: SignedIn;
  outsider: SignedIn;
}> {
  const t = await createTestApp();
  return {
    t,
    admin: await signIn(t, uniqueEmail('admin')),
    member: await signIn(t, uniqueEmail('mitglied')),
    outsider: await signIn(t, uniqueEmail('fremd')),
  };
}
