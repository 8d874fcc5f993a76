import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  CertificationResultState,
  QuestionnaireAnswers,
  QuestionnaireKind,
  QuestionnaireRecord,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { memberships, organizations, questionnaires } from '../../db/schema';

type Row = typeof questionnaires.$inferSelect;

/** A row as the API answers it: the answers' sections at the top level, then the record's own keys. */
export function toRecord(row: Row): QuestionnaireRecord {
  return Object.assign({}, row.answers, {
    _id: row.id,
    kind: row.kind as QuestionnaireKind,
    version: row.version,
    meta: {
      state: row.state as CertificationResultState,
      stateUpdatedAt: row.stateUpdatedAt.toISOString(),
      organization: row.organizationId,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  });
}

const ofKind = (kind: QuestionnaireKind, id: string) =>
  and(eq(questionnaires.id, id), eq(questionnaires.kind, kind));
/** Only a draft may change: a submitted record is read-only. */
const draftOf = (kind: QuestionnaireKind, id: string) =>
  and(ofKind(kind, id), isNull(questionnaires.submittedAt));

/**
 * The organisation of the user that may create a questionnaire: a member's organisation with its approval
 * status and type, or undefined when the user is not a member (or it does not exist).
 */
export async function membershipOrganization(db: Database, userId: string, organizationId: string) {
  const [row] = await db
    .select({ type: organizations.type, approvalStatus: organizations.approvalStatus })
    .from(organizations)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)),
    )
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function insertQuestionnaire(
  db: Database,
  values: {
    kind: QuestionnaireKind;
    organizationId: string;
    answers: QuestionnaireAnswers;
    userId: string;
    now: Date;
  },
): Promise<Row> {
  const [row] = await db
    .insert(questionnaires)
    .values({
      kind: values.kind,
      organizationId: values.organizationId,
      answers: values.answers,
      createdBy: values.userId,
      stateUpdatedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function loadQuestionnaire(db: Database, kind: QuestionnaireKind, id: string) {
  const [row] = await db.select().from(questionnaires).where(ofKind(kind, id));
  return row;
}

/** The organisation a questionnaire belongs to, without loading its answers (the access check of writes). */
export async function organizationOf(db: Database, kind: QuestionnaireKind, id: string) {
  const [row] = await db
    .select({ organizationId: questionnaires.organizationId })
    .from(questionnaires)
    .where(ofKind(kind, id));
  return row?.organizationId;
}

/**
 * Writes the answers if the draft still has the version the client loaded: one statement, so that of two
 * concurrent saves with the same version exactly one matches (SECURITY.md 25). Undefined: stale or submitted.
 */
export async function saveDraft(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  change: { version: number; answers: QuestionnaireAnswers; now: Date; submit: boolean },
): Promise<Row | undefined> {
  const [row] = await db
    .update(questionnaires)
    .set({
      answers: change.answers,
      version: sql`${questionnaires.version} + 1`,
      updatedAt: change.now,
      ...(change.submit ? { submittedAt: change.now } : {}),
    })
    .where(and(draftOf(kind, id), eq(questionnaires.version, change.version)))
    .returning();
  return row;
}

/** Deletes a draft; false when there is none (submitted, or deleted meanwhile). */
export async function deleteDraft(db: Database, kind: QuestionnaireKind, id: string): Promise<boolean> {
  const rows = await db.delete(questionnaires).where(draftOf(kind, id)).returning({ id: questionnaires.id });
  return rows.length > 0;
}
