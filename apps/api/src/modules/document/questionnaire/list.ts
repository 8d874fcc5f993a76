import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  completeness,
  containsPattern,
  paginate,
  questionnaires as registry,
  questionnaireTitle,
  CertificationResultState,
  type Paginated,
  type QuestionnaireAnswers,
  QuestionnaireKind,
  type QuestionnaireListItem,
} from '@cert/domain';
import { questionnaireListQuerySchema } from '@cert/domain/contracts';
import type { Database } from '../../../db/client';
import { memberships, organizations, questionnaires, users } from '../../../db/schema';
import { displayName } from '../../../lib/display-name';
import { listTotal, rowCount, totalDocs } from '../../../db/list-total';

type QuestionnaireListQuery = ReturnType<typeof questionnaireListQuerySchema.parse>;

/** GET /api/certifications/draft lists drafts, …/submission the submitted records. */
type QuestionnaireListKind = 'draft' | 'submission';

const sortColumns = {
  updatedAt: questionnaires.updatedAt,
  createdAt: questionnaires.createdAt,
  submittedAt: questionnaires.submittedAt,
  kind: questionnaires.kind,
} as const;

/**
 * The user's records: only of approved organisations the user is a member of (the join on the membership
 * is the access check). `filter.organization` naming any other organisation narrows the list to nothing.
 */
function conditions(list: QuestionnaireListKind, query: QuestionnaireListQuery): SQL | undefined {
  const where: SQL[] = [
    eq(organizations.approvalStatus, 'Approved'),
    list === 'draft' ? isNull(questionnaires.submittedAt) : isNotNull(questionnaires.submittedAt),
  ];
  // The query's parser admitted only the options' values: the checks narrow the type.
  const { kind, 'meta.state': state } = query.exact;
  if (QuestionnaireKind.is(kind)) where.push(eq(questionnaires.kind, kind));
  if (CertificationResultState.is(state)) where.push(eq(questionnaires.state, state));
  if (query.exact.organization) where.push(eq(questionnaires.organizationId, query.exact.organization));
  if (query.search.organizationName !== undefined)
    where.push(ilike(organizations.name, containsPattern(query.search.organizationName)));
  return and(...where);
}

/** The user's memberships as a join condition: the access check of both lists. */
const memberOf = (userId: string) =>
  and(eq(memberships.organizationId, questionnaires.organizationId), eq(memberships.userId, userId));

/**
 * One page of a list with its total; the query builder is exposed for EXPLAIN in the tests.
 * @internal
 */
export function pageQuery(
  db: Database,
  userId: string,
  list: QuestionnaireListKind,
  query: QuestionnaireListQuery,
) {
  const order = query.sort.map((term) =>
    term.direction === 'desc' ? desc(sortColumns[term.field]) : asc(sortColumns[term.field]),
  );
  return (
    db
      .select({
        id: questionnaires.id,
        kind: questionnaires.kind,
        version: questionnaires.version,
        state: questionnaires.state,
        stateUpdatedAt: questionnaires.stateUpdatedAt,
        organizationId: questionnaires.organizationId,
        organizationName: organizations.name,
        createdAt: questionnaires.createdAt,
        updatedAt: questionnaires.updatedAt,
        submittedAt: questionnaires.submittedAt,
        // A draft's answers give its progress; a submission's are not needed for its row.
        answers: list === 'draft' ? questionnaires.answers : sql<null>`null`,
        // Who saved a draft last: with several drafts of a questionnaire, the respondent chooses by it.
        author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        totalDocs,
      })
      .from(questionnaires)
      .innerJoin(memberships, memberOf(userId))
      .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
      .leftJoin(users, eq(users.id, questionnaires.updatedBy))
      .where(conditions(list, query))
      // The id makes the order total, so pages never overlap or skip rows of equal sort keys.
      .orderBy(...order, asc(questionnaires.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  );
}

function progressOf(kind: QuestionnaireKind, answers: QuestionnaireAnswers) {
  const { complete, total } = completeness(registry[kind].definition, answers);
  return { complete, total };
}

export async function listQuestionnaires(
  db: Database,
  userId: string,
  list: QuestionnaireListKind,
  query: QuestionnaireListQuery,
): Promise<Paginated<QuestionnaireListItem>> {
  const rows = await pageQuery(db, userId, list, query);
  const total = await listTotal(rows, query.page, () =>
    db
      .select(rowCount)
      .from(questionnaires)
      .innerJoin(memberships, memberOf(userId))
      .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
      .where(conditions(list, query)),
  );
  const docs = rows.map((row): QuestionnaireListItem => ({
    _id: row.id,
    kind: row.kind,
    title: questionnaireTitle(row.kind as QuestionnaireKind),
    version: row.version,
    meta: {
      state: row.state,
      stateUpdatedAt: row.stateUpdatedAt.toISOString(),
      organization: row.organizationId,
    },
    organizationName: row.organizationName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    ...(row.answers ? { progress: progressOf(row.kind, row.answers) } : {}),
    ...(list === 'draft'
      ? { updatedBy: row.author ? { id: row.author.id, name: displayName(row.author) } : null }
      : {}),
  }));
  return paginate(docs, total, query.page, query.pageSize);
}
