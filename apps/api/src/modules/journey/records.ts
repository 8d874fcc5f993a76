import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JourneyRecords, JourneyRequest, JourneyStatus, ProviderRecordKind } from '@cert/domain';
import type { Database } from '../../db/client';
import { groupByOrganization } from '../../lib/group-by';
import {
  caseStudies,
  journeyRequests,
  providerRecords,
  questionnaires,
  workshopReports,
  workshopResults,
} from '../../db/schema';

/** The report's download name when the upload had none (workshopResultSchema in the domain's journey/model.ts). */
const DEFAULT_REPORT_NAME = 'Workshop Ergebnisbericht.pdf';

/**
 * Everything the journey rules read about one organisation: its questionnaires (submissions and drafts, without
 * answers), workshop results, provider records and case studies (without content but the title).
 */
export async function loadJourneyRecords(
  db: Database,
  organizationId: string,
  status: JourneyStatus,
): Promise<JourneyRecords> {
  return (await loadJourneyRecordsOf(db, [organizationId]))(organizationId, status);
}

/**
 * The journey records of many organisations in one query per table (the admin export reads them page by page);
 * answers the records of one of them with the journey's status.
 */
export async function loadJourneyRecordsOf(
  db: Database,
  organizationIds: string[],
): Promise<(organizationId: string, status: JourneyStatus) => JourneyRecords> {
  // One query after another: in a transaction they share one connection, which runs one query at a time.
  const questionnaireRows = await db
    .select({
      organizationId: questionnaires.organizationId,
      id: questionnaires.id,
      kind: questionnaires.kind,
      state: questionnaires.state,
      stateUpdatedAt: questionnaires.stateUpdatedAt,
      submittedAt: questionnaires.submittedAt,
      updatedAt: questionnaires.updatedAt,
    })
    .from(questionnaires)
    .where(inArray(questionnaires.organizationId, organizationIds));
  const workshopRows = await db
    .select({
      organizationId: workshopResults.organizationId,
      id: workshopResults.id,
      type: workshopResults.type,
      reportRef: workshopResults.reportRef,
      performedAt: workshopResults.performedAt,
      passed: workshopResults.passed,
      comment: workshopResults.comment,
      createdAt: workshopResults.createdAt,
      fileName: workshopReports.fileName,
    })
    .from(workshopResults)
    .leftJoin(workshopReports, eq(workshopReports.id, workshopResults.reportRef))
    .where(inArray(workshopResults.organizationId, organizationIds))
    .orderBy(desc(workshopResults.performedAt), desc(workshopResults.createdAt));
  const providerRows = await db
    .select()
    .from(providerRecords)
    .where(inArray(providerRecords.organizationId, organizationIds))
    .orderBy(desc(providerRecords.performedAt), desc(providerRecords.createdAt));
  const caseStudyRows = await db
    .select({
      organizationId: caseStudies.organizationId,
      id: caseStudies.id,
      kind: caseStudies.kind,
      state: caseStudies.state,
      // Only the title: the rules need no more, and the content may be long.
      title: sql<string | null>`${caseStudies.content}->>'title'`,
      createdAt: caseStudies.createdAt,
      updatedAt: caseStudies.updatedAt,
      submittedAt: caseStudies.submittedAt,
      reviewedAt: caseStudies.reviewedAt,
      reviewComment: caseStudies.reviewComment,
    })
    .from(caseStudies)
    .where(inArray(caseStudies.organizationId, organizationIds))
    .orderBy(asc(caseStudies.createdAt));
  const requestRows = await db
    .select()
    .from(journeyRequests)
    .where(inArray(journeyRequests.organizationId, organizationIds))
    .orderBy(desc(journeyRequests.createdAt), desc(journeyRequests.id));
  const byOrganization = {
    questionnaires: groupByOrganization(questionnaireRows),
    workshops: groupByOrganization(workshopRows),
    providerRecords: groupByOrganization(providerRows),
    caseStudies: groupByOrganization(caseStudyRows),
    requests: groupByOrganization(requestRows),
  };
  return (organizationId, status) => ({
    status,
    questionnaires: byOrganization.questionnaires(organizationId).map((row) => ({
      _id: row.id,
      kind: row.kind,
      state: row.state,
      stateUpdatedAt: row.stateUpdatedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    workshopResults: byOrganization.workshops(organizationId).map((row) => ({
      _id: row.id,
      type: row.type as 'office' | 'project',
      organization: organizationId,
      reportRef: row.reportRef,
      fileName: row.fileName ?? DEFAULT_REPORT_NAME,
      performedAt: row.performedAt,
      passed: row.passed,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    })),
    providerRecords: byOrganization.providerRecords(organizationId).map((row) => ({
      _id: row.id,
      kind: row.kind as ProviderRecordKind,
      organization: organizationId,
      performedAt: row.performedAt,
      eventName: row.eventName,
      url: row.url,
      createdAt: row.createdAt.toISOString(),
    })),
    caseStudies: byOrganization.caseStudies(organizationId).map((row) => ({
      _id: row.id,
      kind: row.kind as 'gold' | 'practitioner',
      state: row.state as 'DRAFT' | 'SUBMITTED' | 'ACCEPTED' | 'REJECTED',
      title: row.title ?? '',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewComment: row.reviewComment,
    })),
    requests: byOrganization.requests(organizationId).map(toJourneyRequest),
  });
}

/** A stored request as the API answers it. */
export const toJourneyRequest = (row: typeof journeyRequests.$inferSelect): JourneyRequest => ({
  _id: row.id,
  kind: row.kind as JourneyRequest['kind'],
  recordKind: row.recordKind as JourneyRequest['recordKind'],
  branch: row.branch as JourneyRequest['branch'],
  performedAt: row.performedAt,
  eventName: row.eventName,
  url: row.url,
  note: row.note,
  state: row.state as JourneyRequest['state'],
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  closingComment: row.closingComment,
});
