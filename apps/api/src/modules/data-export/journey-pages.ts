import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  EvaluationTotal,
  JourneyStatus,
  ProcurementLevels,
  ProviderLevels,
  QuestionnaireAnswers,
  QuestionnaireKind,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { groupByOrganization } from '../../lib/group-by';
import { certificates, journeys, organizations, questionnaires } from '../../db/schema';
import { journeyLevels, loadJourneyRecordsOf, type JourneyPathType } from '../journey';

/**
 * Journeys read per query round: each round holds its journeys' answers in memory, so a round is kept small
 * (B5: 200 instead of 500 lowered the peak RSS by ~30 MB at the same speed); six queries per round stay cheap.
 * @internal
 */
export const EXPORT_PAGE_SIZE = 200;

export type ExportOrganization = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  website: string | null;
  agencyLevel: string | null;
  companySize: string | null;
  businessSector: string | null;
  /** The day (German time) the organisation was approved, null if never. */
  approvedOn: string | null;
};

export type ExportCertificate = { level: string; code: string; awardedOn: string; revoked: boolean };

/** The latest submission of the export's questionnaire, with its answers and the total of its stored evaluation. */
export type ExportSubmission = {
  /** The day of the submission, German time. */
  submittedOn: string;
  state: string;
  answers: QuestionnaireAnswers;
  total: EvaluationTotal | null;
};

/** One row of an export: the organisation, its journey's levels by the rules, certificates, the submission. */
export type ExportJourney = {
  organization: ExportOrganization;
  status: JourneyStatus;
  levels: ProcurementLevels | ProviderLevels;
  /** Newest award first. */
  certificates: ExportCertificate[];
  submission: ExportSubmission | null;
};

/**
 * The calendar day of a moment in German time, computed by the database (YYYY-MM-DD): for tens of thousands of
 * rows much cheaper than formatting each moment in JavaScript.
 */
const germanDay = (moment: AnyPgColumn) =>
  sql<string | null>`to_char(${moment} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;

/** The latest submission of the kind per organisation. */
async function latestSubmissions(db: Database, ids: string[], kind: QuestionnaireKind) {
  const rows = await db
    .selectDistinctOn([questionnaires.organizationId], {
      organizationId: questionnaires.organizationId,
      submittedOn: germanDay(questionnaires.submittedAt),
      state: questionnaires.state,
      answers: questionnaires.answers,
      // The total only: the whole evaluation is larger than the answers, and the export shows nothing else of it.
      total: sql<EvaluationTotal | null>`${questionnaires.evaluation}->'total'`,
    })
    .from(questionnaires)
    .where(
      and(
        inArray(questionnaires.organizationId, ids),
        eq(questionnaires.kind, kind),
        isNotNull(questionnaires.submittedAt),
      ),
    )
    .orderBy(questionnaires.organizationId, desc(questionnaires.submittedAt));
  return new Map(
    rows.map((row): [string, ExportSubmission] => [
      row.organizationId,
      { submittedOn: row.submittedOn!, state: row.state, answers: row.answers, total: row.total },
    ]),
  );
}

async function certificatesOf(db: Database, ids: string[]) {
  const rows = await db
    .select({
      organizationId: certificates.organizationId,
      level: certificates.level,
      code: certificates.code,
      awardedOn: certificates.awardedOn,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(inArray(certificates.organizationId, ids))
    .orderBy(desc(certificates.awardedOn));
  return groupByOrganization(rows);
}

/**
 * A page of journeys after the organisation id `after` (keyset). Their organisations are read by id afterwards
 * (`organizationsOf`): joined in one query, PostgreSQL merged the page with every organisation from the first one on
 * (50,000 rows read for a page in the middle of 100,000), so the export's reading grew with the square of its
 * length. Both builders are exposed for EXPLAIN in the tests.
 * @internal
 */
export const exportPageQuery = (db: Database, pathType: JourneyPathType, after: string | null) =>
  db
    .select({ organizationId: journeys.organizationId, status: journeys.status })
    .from(journeys)
    .where(and(eq(journeys.pathType, pathType), after ? gt(journeys.organizationId, after) : undefined))
    .orderBy(asc(journeys.organizationId))
    .limit(EXPORT_PAGE_SIZE);

/**
 * The organisations of a page's journeys, by id.
 * @internal
 */
export const organizationsOf = (db: Database, ids: string[]) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      street: organizations.street,
      postalCode: organizations.postalCode,
      city: organizations.city,
      website: organizations.website,
      agencyLevel: organizations.agencyLevel,
      companySize: organizations.companySize,
      businessSector: organizations.businessSector,
      approvalStatus: organizations.approvalStatus,
      reviewedOn: germanDay(organizations.reviewedAt),
    })
    .from(organizations)
    .where(inArray(organizations.id, ids));

/** A page's rows and, when a further page may follow, the organisation id it starts after. */
type ExportPage = { journeys: ExportJourney[]; last: string | undefined };

/** One page of journeys after the organisation id `after` (keyset), with everything its rows need. */
async function journeyPage(
  db: Database,
  pathType: JourneyPathType,
  questionnaire: QuestionnaireKind,
  now: Date,
  after: string | null,
): Promise<ExportPage> {
  const page = await exportPageQuery(db, pathType, after);
  if (page.length === 0) return { journeys: [], last: undefined };
  const ids = page.map((row) => row.organizationId);
  const organizationById = new Map((await organizationsOf(db, ids)).map((row) => [row.id, row]));
  const records = await loadJourneyRecordsOf(db, ids);
  const submissions = await latestSubmissions(db, ids, questionnaire);
  const certificatesFor = await certificatesOf(db, ids);
  const rows = page.flatMap((row): ExportJourney[] => {
    const status = row.status;
    const organization = organizationById.get(row.organizationId);
    // Deleted between the two reads, and its journey with it.
    if (!organization) return [];
    return [
      {
        organization: {
          name: organization.name,
          street: organization.street,
          postalCode: organization.postalCode,
          city: organization.city,
          website: organization.website,
          agencyLevel: organization.agencyLevel,
          companySize: organization.companySize,
          businessSector: organization.businessSector,
          approvedOn: organization.approvalStatus === 'Approved' ? organization.reviewedOn : null,
        },
        status,
        levels: journeyLevels(pathType, records(row.organizationId, status), now),
        certificates: certificatesFor(row.organizationId).map((certificate) => ({
          level: certificate.level,
          code: certificate.code,
          awardedOn: certificate.awardedOn,
          revoked: certificate.revokedAt !== null,
        })),
        submission: submissions.get(row.organizationId) ?? null,
      },
    ];
  });
  return { journeys: rows, last: page.length === EXPORT_PAGE_SIZE ? ids.at(-1) : undefined };
}

/**
 * Every journey of the path, ordered by organisation, in pages of EXPORT_PAGE_SIZE (keyset on the unique
 * organisation id: each page is an index range, never an offset), each with its levels computed by the journey
 * rules at `now` and the latest submission of `questionnaire`. The next page is read while the caller writes
 * this one: the database works while the writer does (one page more in memory).
 */
export async function* journeyPages(
  db: Database,
  pathType: JourneyPathType,
  questionnaire: QuestionnaireKind,
  now: Date,
): AsyncGenerator<ExportJourney[]> {
  const read = (after: string | null): Promise<ExportPage> => {
    const reading = journeyPage(db, pathType, questionnaire, now, after);
    // A caller that stops early never awaits the page read ahead; its failure is of no interest then.
    reading.catch(() => undefined);
    return reading;
  };
  let next: Promise<ExportPage> | undefined = read(null);
  while (next) {
    const page: ExportPage = await next;
    next = page.last === undefined ? undefined : read(page.last);
    if (page.journeys.length > 0) yield page.journeys;
  }
}
