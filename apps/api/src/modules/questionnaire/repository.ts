import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ErrorCode,
  evaluate,
  inRetentionMessage,
  retentionInfo,
  type CertificationResultState,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type QuestionnaireRecord,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations, questionnaires } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
type Row = QuestionnaireRow;

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
  change: { version: number; answers: QuestionnaireAnswers; now: Date },
): Promise<Row | undefined> {
  const [row] = await db
    .update(questionnaires)
    .set({
      answers: change.answers,
      version: sql`${questionnaires.version} + 1`,
      updatedAt: change.now,
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

/**
 * The current result of one questionnaire kind of an organisation: its latest submission's state and when it
 * was set (null before the first submission). Retention starts from it (spec questionnaires.md §4).
 */
export async function currentResult(db: Database, organizationId: string, kind: QuestionnaireKind) {
  const [row] = await db
    .select({ state: questionnaires.state, stateUpdatedAt: questionnaires.stateUpdatedAt })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.organizationId, organizationId),
        eq(questionnaires.kind, kind),
        isNotNull(questionnaires.submittedAt),
      ),
    )
    .orderBy(desc(questionnaires.submittedAt), desc(questionnaires.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Submits a draft: refuses it while a failed result of the kind keeps the organisation in retention (409
 * IN_RETENTION), evaluates the normalised answers and stores them with the result, PASSED or FAILED, and the
 * scoring version in one UPDATE (ADR 013). One transaction that locks the organisation's row, so two
 * concurrent submits of one organisation see each other's result. Undefined: stale version or submitted.
 */
export async function submitDraft(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  change: { organizationId: string; version: number; answers: QuestionnaireAnswers; now: Date },
): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, change.organizationId))
      .for('update');
    const retention = retentionInfo(await currentResult(tx, change.organizationId, kind), change.now);
    if (retention.isInRetention && retention.endDate) {
      throw new HttpError(409, ErrorCode.InRetention, inRetentionMessage(retention.endDate));
    }
    // Computed here from the answers as stored (the submit schema's output), never from client input.
    const evaluation = evaluate(kind, change.answers, organization?.name ?? '');
    const [row] = await tx
      .update(questionnaires)
      .set({
        answers: change.answers,
        version: sql`${questionnaires.version} + 1`,
        updatedAt: change.now,
        submittedAt: change.now,
        state: evaluation.passed ? 'PASSED' : 'FAILED',
        stateUpdatedAt: change.now,
        scoringVersion: evaluation.scoringVersion,
        evaluation,
      })
      .where(and(draftOf(kind, id), eq(questionnaires.version, change.version)))
      .returning();
    return row;
  });
}
