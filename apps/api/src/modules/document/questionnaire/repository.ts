import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  isNotNull,
  isNull,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import {
  type EvaluationResult,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type QuestionnaireRecord,
  toWire,
} from '@cert/domain';
import type { Database } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { memberships, organizations, questionnaires, users } from '../../../db/schema';
import { accessCondition } from '../../organization';
import { WRITE_ACCESS } from '../access';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
type Row = QuestionnaireRow;

/**
 * A row as the API answers it: the answers' sections at the top level, then the record's own keys. `updatedBy`, who
 * saved last, is named only where the caller looked it up (reading one record); a save answers without it.
 */
export function toRecord(row: Row, updatedBy?: { id: string; name: string } | null): QuestionnaireRecord {
  return toWire(row.answers, {
    _id: row.id,
    kind: row.kind,
    version: row.version,
    meta: {
      state: row.state,
      stateUpdatedAt: row.stateUpdatedAt.toISOString(),
      organization: row.organizationId,
      ...(updatedBy === undefined ? {} : { updatedBy }),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  });
}

/** A value, or the placeholder of a prepared statement that stands for it. */
type Bound<T> = T | Placeholder;

const ofKind = (kind: Bound<QuestionnaireKind>, id: Bound<string>) =>
  and(eq(questionnaires.id, id), eq(questionnaires.kind, kind));

/** The version a write expects (any of them; null: whatever is stored), as a jsonb array of numbers. */
const atVersion = (versions: Bound<string | null>) =>
  sql`(${versions}::jsonb is null or to_jsonb(${questionnaires.version}) <@ ${versions}::jsonb)`;

const versionsParameter = (versions: number[] | null) =>
  versions === null ? null : JSON.stringify(versions);

/** Only a draft may change: a submitted record is read-only. */
const draftOf = (kind: Bound<QuestionnaireKind>, id: Bound<string>) =>
  and(ofKind(kind, id), isNull(questionnaires.submittedAt));

export async function insertQuestionnaire(
  db: Database,
  values: {
    kind: QuestionnaireKind;
    organizationId: string;
    answers: QuestionnaireAnswers;
    /** Null for drafts no user started (the demo data). */
    userId: string | null;
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
      updatedBy: values.userId,
      stateUpdatedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** One record, with who saved it last (their name, else their e-mail address; null when unknown). */
export async function loadQuestionnaire(db: Database, kind: QuestionnaireKind, id: string) {
  const [found] = await db
    .select({
      row: questionnaires,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(questionnaires)
    .leftJoin(users, eq(users.id, questionnaires.updatedBy))
    .where(ofKind(kind, id));
  if (!found) return undefined;
  const { row, author } = found;
  const name = author && ([author.firstName, author.lastName].filter(Boolean).join(' ') || author.email);
  return { row, updatedBy: author && name ? { id: author.id, name } : null };
}

const accessQuery = (
  db: Database,
  kind: Bound<QuestionnaireKind>,
  id: Bound<string>,
  userId: Bound<string>,
) =>
  db
    .select({
      organizationId: questionnaires.organizationId,
      approvalStatus: organizations.approvalStatus,
      role: memberships.role,
    })
    .from(questionnaires)
    .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
    .leftJoin(
      memberships,
      and(eq(memberships.organizationId, questionnaires.organizationId), eq(memberships.userId, userId)),
    )
    .where(ofKind(kind, id));

/**
 * The organisation a questionnaire belongs to, its approval and the user's role in it (null: not a member),
 * without loading the answers: the access check of writes in one statement.
 */
export async function organizationAccessOf(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  userId: string,
) {
  const [row] = await accessQuery(db, kind, id, userId);
  return row;
}

const { answers: _answers, ...savedColumns } = getTableColumns(questionnaires);

/**
 * The draft save as one prepared statement: the access row of the record and the UPDATE that writes only for a
 * member of an approved organisation (WRITE_ACCESS of ../access.ts, the rule grantOrganizationAccess applies) and only at the
 * version the client loaded. Built once per database: building this query costs more than running it.
 */
const saveDraftStatement = preparedPerDatabase((db) => {
  const bound = {
    kind: sql.placeholder('kind'),
    id: sql.placeholder('id'),
    userId: sql.placeholder('userId'),
    versions: sql.placeholder('versions'),
  };
  const access = db.$with('access').as(accessQuery(db, bound.kind, bound.id, bound.userId));
  const saved = db.$with('saved').as(
    db
      .update(questionnaires)
      .set({
        // Serialised by the caller, as the columns would: drizzle's set() takes no placeholders.
        answers: sql`${sql.placeholder('answers')}::jsonb`,
        version: sql`${questionnaires.version} + 1`,
        updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        updatedBy: sql`${bound.userId}::uuid`,
      })
      .where(
        and(
          draftOf(bound.kind, bound.id),
          atVersion(bound.versions),
          exists(
            db
              .select({ one: sql`1` })
              .from(access)
              .where(accessCondition(WRITE_ACCESS, access)),
          ),
        ),
      )
      // Every column but the answers: they are the caller's own (stored as sent), and reading back a 200-answer
      // jsonb costs its output, transfer and JSON.parse on every save (B2, ADR 024).
      .returning(savedColumns),
  );
  return db
    .with(access, saved)
    .select()
    .from(access)
    .leftJoin(saved, sql`true`)
    .prepare('questionnaire_save_draft');
});

/**
 * Writes the answers if the draft still has a version the client expects (If-Match; null: any) and the user may
 * write it: one
 * statement, so that of two concurrent saves with the same version exactly one matches (docs/security.md 25), and
 * one round trip for the access check and the write. Its answer: undefined for no such record; else the
 * organisation, its approval and the user's role (for grantOrganizationAccess, whose rule the write's condition
 * repeats) and the saved row with the answers written, undefined when nothing was written (stale, submitted, or no
 * access).
 */
export async function saveDraft(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  userId: string,
  change: { versions: number[] | null; answers: QuestionnaireAnswers; now: Date },
): Promise<{ organizationId: string; approvalStatus: string; role: string | null; saved?: Row } | undefined> {
  const [row] = await saveDraftStatement(db).execute({
    kind,
    id,
    userId,
    versions: versionsParameter(change.versions),
    answers: JSON.stringify(change.answers),
    now: change.now.toISOString(),
  });
  return row && { ...row.access, saved: row.saved ? { ...row.saved, answers: change.answers } : undefined };
}

/** Deletes a draft; false when there is none (submitted, or deleted meanwhile). */
export async function deleteDraft(db: Database, kind: QuestionnaireKind, id: string): Promise<boolean> {
  const rows = await db.delete(questionnaires).where(draftOf(kind, id)).returning({ id: questionnaires.id });
  return rows.length > 0;
}

/**
 * The current result of one questionnaire kind of an organisation: its latest submission's state and when it
 * was set (null before the first submission). Retention starts from it (docs/questionnaire-rules.md §4).
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
 * Stores a draft as submitted with its evaluation, PASSED or FAILED, and the scoring version in one UPDATE (ADR 013),
 * inside the submit's transaction (`submitQuestionnaire` in ./kind.ts). Undefined: stale version or already submitted.
 */
export async function storeSubmission(
  tx: Database,
  kind: QuestionnaireKind,
  id: string,
  change: {
    versions: number[] | null;
    answers: QuestionnaireAnswers;
    evaluation: EvaluationResult;
    now: Date;
  },
): Promise<Row | undefined> {
  const [row] = await tx
    .update(questionnaires)
    .set({
      answers: change.answers,
      version: sql`${questionnaires.version} + 1`,
      updatedAt: change.now,
      submittedAt: change.now,
      state: change.evaluation.passed ? 'PASSED' : 'FAILED',
      stateUpdatedAt: change.now,
      scoringVersion: change.evaluation.scoringVersion,
      evaluation: change.evaluation,
    })
    .where(and(draftOf(kind, id), atVersion(versionsParameter(change.versions))))
    .returning();
  return row;
}
