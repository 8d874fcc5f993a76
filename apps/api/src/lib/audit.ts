import { desc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@cert/domain';
import type { Database } from '../db/client';
import { auditLog, caseStudies, users } from '../db/schema';
import { displayName } from './display-name';

type AuditRecord = {
  action: AuditAction;
  actorId: string;
  organizationId: string;
  /** The record the decision concerns (workshop result, provider record, case study, journey). */
  subjectId: string;
  comment?: string | null;
  now: Date;
};

/**
 * Writes one audit row for an admin decision on a journey (docs/decisions/014-journeys.md "Audit log and
 * mails"). Pass the decision's transaction, so that the decision and its row are stored together or not at all.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    action: record.action,
    actorId: record.actorId,
    organizationId: record.organizationId,
    subjectId: record.subjectId,
    comment: record.comment ?? null,
    createdAt: record.now,
  });
}

/**
 * The organisation's audit log, newest first, with each admin's name (null when the user was deleted) and the title
 * of a case study an entry concerns.
 */
export async function readAuditLog(db: Database, organizationId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectId: auditLog.subjectId,
      caseStudyTitle: sql<string | null>`${caseStudies.content}->>'title'`,
      comment: auditLog.comment,
      createdAt: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(caseStudies, eq(caseStudies.id, auditLog.subjectId))
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map((row) => ({
    _id: row.id,
    action: row.action as AuditAction,
    actor: row.email === null ? null : displayName({ ...row, email: row.email }),
    subjectId: row.subjectId,
    caseStudyTitle: row.caseStudyTitle,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }));
}
