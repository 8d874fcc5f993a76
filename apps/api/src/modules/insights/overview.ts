import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  isoDateInGermany,
  ProcurementProgress,
  ProviderProgress,
  questionnaires,
  QuestionnaireKind,
  retentionInfo,
  type JourneyPathType,
  type Overview,
  type OverviewQuery,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { evaluationShares, journeys, organizations, submissionFacts } from '../../db/schema';
import { TOTAL_SECTION } from './facts';

/** Months of the period when none is asked for: the current one and the 23 before (two years). */
const DEFAULT_MONTHS = 24;

const zone = sql.raw(`'Europe/Berlin'`);
/** The calendar month of a moment in German time, YYYY-MM. */
const monthOf = (column: SQL | typeof submissionFacts.submittedAt) =>
  sql<string>`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM')`;

const shiftMonth = (month: string, by: number): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Every month from `from` to `to`, both included. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** The period asked for, or the last two years up to this month (German time). */
function overviewPeriod(query: OverviewQuery, now: Date): { from: string; to: string } {
  const current = isoDateInGermany(now).slice(0, 7);
  const to = query.to ?? (query.from && query.from > current ? query.from : current);
  return { from: query.from ?? shiftMonth(to, -(DEFAULT_MONTHS - 1)), to };
}

/** The moment a month begins in German time, as the database compares it with timestamptz columns. */
const monthStart = (month: string) => sql`(${`${month}-01`}::timestamp AT TIME ZONE ${zone})`;

const levelsOf: Record<JourneyPathType, readonly string[]> = {
  procurement: ProcurementProgress.values,
  provider: ProviderProgress.values,
};

/**
 * The programme office's overview (docs/insights.md): counts, rates and means computed by the database over the
 * indexed facts, organisations and journeys; only the few failed results of the last months are read to apply the
 * domain's retention rule.
 */
export async function overview(db: Database, query: OverviewQuery, now: Date): Promise<Overview> {
  const { from, to } = overviewPeriod(query, now);
  const start = monthStart(from);
  const end = monthStart(shiftMonth(to, 1));
  const kinds = query.kind ? [query.kind] : QuestionnaireKind.values;
  const organizationType = query.kind ? questionnaires[query.kind].organizationType : undefined;
  const level = query.agencyLevel ? eq(organizations.agencyLevel, query.agencyLevel) : undefined;
  const ofType = organizationType ? eq(organizations.type, organizationType) : undefined;
  const ofKind = query.kind ? eq(submissionFacts.kind, query.kind) : undefined;
  const inPeriod = (column: SQL | typeof organizations.createdAt) =>
    sql`${column} >= ${start} AND ${column} < ${end}`;

  const [registered, approved, submitted, progress, sectionRows, opensLater, failed] = await Promise.all([
    db
      .select({ month: monthOf(sql`${organizations.createdAt}`), count: sql<number>`count(*)::int` })
      .from(organizations)
      .where(and(inPeriod(sql`${organizations.createdAt}`), ofType, level))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(sql`${organizations.reviewedAt}`), count: sql<number>`count(*)::int` })
      .from(organizations)
      .where(
        and(
          eq(organizations.approvalStatus, 'Approved'),
          inPeriod(sql`${organizations.reviewedAt}`),
          ofType,
          level,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        month: monthOf(submissionFacts.submittedAt),
        kind: submissionFacts.kind,
        submitted: sql<number>`count(*)::int`,
        passed: sql<number>`(count(*) FILTER (WHERE ${submissionFacts.passed}))::int`,
      })
      .from(submissionFacts)
      .innerJoin(organizations, eq(organizations.id, submissionFacts.organizationId))
      .where(and(inPeriod(sql`${submissionFacts.submittedAt}`), ofKind, level))
      .groupBy(sql`1`, submissionFacts.kind),
    db
      .select({ path: journeys.pathType, progress: journeys.progress, count: sql<number>`count(*)::int` })
      .from(journeys)
      .innerJoin(organizations, eq(organizations.id, journeys.organizationId))
      .where(and(ofType, level))
      .groupBy(journeys.pathType, journeys.progress),
    sectionAverages(db, and(inPeriod(sql`${submissionFacts.submittedAt}`), ofKind, level)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(journeys)
      .innerJoin(organizations, eq(organizations.id, journeys.organizationId))
      .where(and(sql`${journeys.nextOpensAt} > ${isoDateInGermany(now)}`, ofType, level)),
    latestFailures(
      db,
      and(
        sql`${submissionFacts.submittedAt} >= ${monthStart(shiftMonth(isoDateInGermany(now).slice(0, 7), -4))}`,
        ofKind,
        level,
      ),
    ),
  ]);

  const byMonth = (rows: { month: string; count: number }[]) =>
    new Map(rows.map((row) => [row.month, row.count]));
  const registeredIn = byMonth(registered);
  const approvedIn = byMonth(approved);
  const submittedIn = new Map(submitted.map((row) => [`${row.month} ${row.kind}`, row]));
  const months = monthsOf(from, to);
  const paths = (Object.keys(levelsOf) as JourneyPathType[]).filter((path) =>
    organizationType ? (path === 'provider') === (organizationType === 'Provider') : true,
  );
  return {
    from,
    to,
    organizations: months.map((month) => ({
      month,
      registered: registeredIn.get(month) ?? 0,
      approved: approvedIn.get(month) ?? 0,
    })),
    submissions: months.flatMap((month) =>
      kinds.map((kind) => {
        const row = submittedIn.get(`${month} ${kind}`);
        return { month, kind, submitted: row?.submitted ?? 0, passed: row?.passed ?? 0 };
      }),
    ),
    // The period's months cover it whole: its pass rates are the sums of the months' counts.
    passRates: kinds.map((kind) => {
      const rows = submitted.filter((row) => row.kind === kind);
      return {
        kind,
        submitted: rows.reduce((sum, row) => sum + row.submitted, 0),
        passed: rows.reduce((sum, row) => sum + row.passed, 0),
      };
    }),
    // Counted per level reached; a journey at a later level has passed the earlier ones.
    funnel: paths.flatMap((path) => {
      const levels = levelsOf[path];
      const at = (index: number) =>
        progress
          .filter((row) => row.path === path && levels.indexOf(row.progress) >= index)
          .reduce((sum, row) => sum + row.count, 0);
      return levels.map((levelName, index) => ({ path, level: levelName, reached: at(index) }));
    }),
    sections: kinds.flatMap((kind) =>
      questionnaires[kind].definition.steps.flatMap((step) => {
        const row = sectionRows.find(
          (candidate) => candidate.kind === kind && candidate.section === step.section,
        );
        return row
          ? [
              {
                kind,
                section: step.section,
                title: step.title,
                average: row.average,
                organizations: row.count,
              },
            ]
          : [];
      }),
    ),
    waiting: {
      levelOpensLater: opensLater[0]?.count ?? 0,
      inRetention: new Set(
        failed
          .filter(
            (row) => retentionInfo({ state: 'FAILED', stateUpdatedAt: row.submittedAt }, now).isInRetention,
          )
          .map((row) => row.organizationId),
      ).size,
    },
  };
}

/**
 * Per kind and section the mean share over each organisation's latest submission of the kind, where that falls in
 * the period (`where` selects the facts): the latest shares come from their own index.
 */
function sectionAverages(db: Database, where: SQL | undefined) {
  return db
    .select({
      kind: evaluationShares.kind,
      section: evaluationShares.section,
      average: sql<number>`avg(${evaluationShares.share})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(evaluationShares)
    .innerJoin(submissionFacts, eq(submissionFacts.questionnaireId, evaluationShares.questionnaireId))
    .innerJoin(organizations, eq(organizations.id, submissionFacts.organizationId))
    .where(and(eq(evaluationShares.latest, true), ne(evaluationShares.section, TOTAL_SECTION), where))
    .groupBy(evaluationShares.kind, evaluationShares.section);
}

/** The organisations' latest results that failed lately (`where`): the only ones that may still keep them waiting. */
function latestFailures(db: Database, where: SQL | undefined) {
  return db
    .select({ organizationId: submissionFacts.organizationId, submittedAt: submissionFacts.submittedAt })
    .from(submissionFacts)
    .innerJoin(organizations, eq(organizations.id, submissionFacts.organizationId))
    .where(and(eq(submissionFacts.latest, true), eq(submissionFacts.passed, false), where));
}
