import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CaseStudyContent, CaseStudyDraftContent, CaseStudyKind, CaseStudyRecord } from '@cert/domain';
import type { Database } from '../../../db/client';
import { caseStudies, memberships, organizations } from '../../../db/schema';
import type { DocumentAccess } from '../kinds';

export type CaseStudyRow = typeof caseStudies.$inferSelect;
type Content = CaseStudyDraftContent;

/** A row as the API answers it. */
export function toRecord(row: CaseStudyRow): CaseStudyRecord {
  return {
    _id: row.id,
    kind: row.kind,
    organization: row.organizationId,
    version: row.version,
    state: row.state,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewComment: row.reviewComment,
  };
}

const ofKind = (kind: CaseStudyKind, id: string) => and(eq(caseStudies.id, id), eq(caseStudies.kind, kind));
/** Only a draft may change: a submitted case study is read-only. */
const draftOf = (kind: CaseStudyKind, id: string) => and(ofKind(kind, id), eq(caseStudies.state, 'DRAFT'));

export async function loadCaseStudy(db: Database, kind: CaseStudyKind, id: string) {
  const [row] = await db.select().from(caseStudies).where(ofKind(kind, id));
  return row;
}

/** The organisation of a case study, its approval and the user's role in it (null: not a member). */
export async function caseStudyAccess(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  userId: string,
): Promise<DocumentAccess | undefined> {
  const [row] = await db
    .select({
      organizationId: caseStudies.organizationId,
      approvalStatus: organizations.approvalStatus,
      role: memberships.role,
    })
    .from(caseStudies)
    .innerJoin(organizations, eq(organizations.id, caseStudies.organizationId))
    .leftJoin(
      memberships,
      and(eq(memberships.organizationId, caseStudies.organizationId), eq(memberships.userId, userId)),
    )
    .where(ofKind(kind, id));
  return row;
}

/** The organisation's current case study of the kind: the latest one, whatever its state. */
export async function latestCaseStudy(db: Database, kind: CaseStudyKind, organizationId: string) {
  const [row] = await db
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.organizationId, organizationId), eq(caseStudies.kind, kind)))
    .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
    .limit(1);
  return row;
}

/**
 * A new draft; undefined when the organisation already has a case study of the kind in work (draft or
 * submitted): the partial unique index case_studies_one_open_idx refuses the row, and ON CONFLICT DO NOTHING
 * turns that into no row instead of an error, also when two creates race.
 */
export async function insertDraft(
  db: Database,
  values: { kind: CaseStudyKind; organizationId: string; content: Content; userId: string; now: Date },
): Promise<CaseStudyRow | undefined> {
  const [row] = await db
    .insert(caseStudies)
    .values({
      kind: values.kind,
      organizationId: values.organizationId,
      content: values.content,
      createdBy: values.userId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Changes the draft if it still has a version the client expects (null: any), and counts the version up: one
 * statement, so that of two concurrent writes with the same version exactly one matches (docs/security.md 25).
 * Undefined: stale or no longer a draft.
 */
async function writeDraft(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  versions: number[] | null,
  values: Partial<typeof caseStudies.$inferInsert>,
): Promise<CaseStudyRow | undefined> {
  const [row] = await db
    .update(caseStudies)
    .set({ ...values, version: sql`${caseStudies.version} + 1` })
    .where(and(draftOf(kind, id), versions === null ? undefined : inArray(caseStudies.version, versions)))
    .returning();
  return row;
}

/** Saves the draft's content; undefined when it is stale or submitted. */
export function saveDraft(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  change: { versions: number[] | null; content: Content; now: Date },
): Promise<CaseStudyRow | undefined> {
  return writeDraft(db, kind, id, change.versions, { content: change.content, updatedAt: change.now });
}

/** Submits the draft with its complete content; undefined when it is stale or no longer a draft. */
export function submitDraft(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  change: { versions: number[] | null; content: CaseStudyContent; now: Date },
): Promise<CaseStudyRow | undefined> {
  return writeDraft(db, kind, id, change.versions, {
    content: change.content,
    state: 'SUBMITTED',
    submittedAt: change.now,
    updatedAt: change.now,
  });
}

/** Deletes a draft; false when there is none (submitted, or deleted meanwhile). */
export async function deleteDraft(db: Database, kind: CaseStudyKind, id: string): Promise<boolean> {
  const rows = await db.delete(caseStudies).where(draftOf(kind, id)).returning({ id: caseStudies.id });
  return rows.length > 0;
}

/**
 * Accepts or rejects the organisation's submitted case study of the kind. The UPDATE carries the condition
 * (state = 'SUBMITTED'), so of two concurrent decisions exactly one changes the row; undefined for the other,
 * and when there is no submitted case study.
 */
export async function decide(
  db: Database,
  kind: CaseStudyKind,
  organizationId: string,
  review: { accept: boolean; comment: string | null; reviewerId: string; now: Date },
): Promise<CaseStudyRow | undefined> {
  const [row] = await db
    .update(caseStudies)
    .set({
      state: review.accept ? 'ACCEPTED' : 'REJECTED',
      reviewedAt: review.now,
      reviewedBy: review.reviewerId,
      reviewComment: review.comment,
      updatedAt: review.now,
    })
    .where(
      and(
        eq(caseStudies.organizationId, organizationId),
        eq(caseStudies.kind, kind),
        eq(caseStudies.state, 'SUBMITTED'),
      ),
    )
    .returning();
  return row;
}
