import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { OrganizationType, QuestionnaireKind } from '@cert/domain';
import type { Database } from '../../src/db/client';
import { auditLog, journeys, providerRecords } from '../../src/db/schema';
import { MAGIC_LINK_SUBJECT } from '../../src/modules/account/magic-link-mail';
import { refreshJourney } from '../../src/modules/journey/refresh';
import type { TestContext } from './app';
import type { TestBrowser } from './browser';
import { insertOrganization, insertUser, organizationData } from './organizations';
import { mailsTo } from './outbox';
import { minimalPdf } from './pdf-files';
import { insertResult } from '../journey/support';

export const ADMIN = 'pfad-admin@programm.example';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The test clock's day (FakeClock starts at 2026-11-21T10:00Z) shifted by whole days, as YYYY-MM-DD. */
export const dayOffset = (t: TestContext, days: number) =>
  new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

export type ArrangedOrganization = {
  id: string;
  name: string;
  adminEmail: string;
  memberEmail: string;
  journeyId: string;
};

/**
 * An approved organisation of the type with an admin and a member (fresh addresses, so mails are theirs
 * alone) and its journey row, as approval creates it.
 */
export async function arrangeOrganization(
  t: TestContext,
  type: OrganizationType,
  options: { approvalStatus?: 'Approved' | 'Pending'; name?: string } = {},
): Promise<ArrangedOrganization> {
  const tag = randomUUID().slice(0, 8);
  const adminEmail = `pfad-admin-${tag}@example.de`;
  const memberEmail = `pfad-mitglied-${tag}@example.de`;
  const name = options.name ?? `${type === 'Provider' ? 'Firma' : 'Amt'} ${tag}`;
  const id = await insertOrganization(t.database.db, {
    data: organizationData(type, name),
    approvalStatus: options.approvalStatus ?? 'Approved',
    members: [
      { userId: await insertUser(t.database.db, adminEmail), role: 'Admin' },
      { userId: await insertUser(t.database.db, memberEmail), role: 'Member' },
    ],
  });
  await refreshJourney(t.database.db, id, t.clock.now());
  const [journey] = await t.database.db
    .select({ id: journeys.id })
    .from(journeys)
    .where(eq(journeys.organizationId, id));
  return { id, name, adminEmail, memberEmail, journeyId: journey?.id ?? '' };
}

/** A submitted questionnaire with its result, dated `daysAgo` before the test clock. */
export async function insertSubmission(
  t: TestContext,
  organizationId: string,
  kind: QuestionnaireKind,
  state: 'PASSED' | 'FAILED',
  daysAgo: number,
): Promise<void> {
  await insertResult(
    t.database.db,
    organizationId,
    kind,
    state,
    new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
  );
  await refreshJourney(t.database.db, organizationId, t.clock.now());
}

/** The mails to the organisation's admin and member, without their sign-in mails. */
export const organizationMails = (t: TestContext, org: ArrangedOrganization) =>
  [org.adminEmail, org.memberEmail].flatMap((email) =>
    mailsTo(t.dataDir, email).filter((mail) => mail.subject !== MAGIC_LINK_SUBJECT),
  );

/** POST /api/workshop/procurement/report with one `file` part. */
export function uploadReport(
  browser: TestBrowser,
  content: Buffer = minimalPdf(),
  fileName = 'Ergebnisbericht.pdf',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type: 'application/pdf' }), fileName);
  return browser.post('/api/workshop/procurement/report', form);
}

/** The reportRef of a fresh upload (checked to succeed). */
export async function uploadedReportRef(browser: TestBrowser, fileName?: string): Promise<string> {
  const res = await uploadReport(browser, minimalPdf(), fileName);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { reportRef: string }).reportRef;
}

/**
 * Records the office branch's workshop of yesterday through the API (the answer checked to be 201), with a fresh
 * report unless one is given; the result's id.
 */
export async function recordOfficeWorkshop(
  t: TestContext,
  admin: TestBrowser,
  organizationId: string,
  { passed = true, reportRef }: { passed?: boolean; reportRef?: string } = {},
): Promise<string> {
  const res = await admin.post('/api/workshop/procurement', {
    type: 'office',
    organization: organizationId,
    reportRef: reportRef ?? (await uploadedReportRef(admin)),
    performedAt: dayOffset(t, -1),
    passed,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

export async function countRows(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

export async function auditRows(db: Database, organizationId: string) {
  return db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId));
}

/** A provider record written straight into the database (dated `daysAgo`), e.g. to open the practitioner level. */
export async function insertProviderRecord(
  t: TestContext,
  organizationId: string,
  kind: 'event' | 'elearning' | 'innovation-entry' | 'presentation',
  daysAgo: number,
): Promise<void> {
  await t.database.db.insert(providerRecords).values({
    organizationId,
    kind,
    performedAt: dayOffset(t, -daysAgo),
    eventName: 'Innovationstag',
    createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
  });
  await refreshJourney(t.database.db, organizationId, t.clock.now());
}
