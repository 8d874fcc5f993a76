import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ProcurementBranch, WorkshopResult } from '@cert/domain';
import type { Database } from '../../db/client';
import { workshopReports, workshopResults } from '../../db/schema';

const resultColumns = {
  id: workshopResults.id,
  type: workshopResults.type,
  organizationId: workshopResults.organizationId,
  reportRef: workshopResults.reportRef,
  fileName: workshopReports.fileName,
  performedAt: workshopResults.performedAt,
  passed: workshopResults.passed,
  comment: workshopResults.comment,
  createdAt: workshopResults.createdAt,
};

type ResultRow = {
  id: string;
  type: string;
  organizationId: string;
  reportRef: string;
  fileName: string;
  performedAt: string;
  passed: boolean;
  comment: string | null;
  createdAt: Date;
};

const toWorkshopResult = (row: ResultRow): WorkshopResult => ({
  _id: row.id,
  type: row.type as ProcurementBranch,
  organization: row.organizationId,
  reportRef: row.reportRef,
  fileName: row.fileName,
  performedAt: row.performedAt,
  passed: row.passed,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Stores an uploaded report (already checked to be a PDF); not yet tied to an organisation. */
export async function insertReport(
  db: Database,
  report: { fileName: string; content: Buffer; uploadedBy: string; now: Date },
): Promise<{ reportRef: string; fileName: string }> {
  const [row] = await db
    .insert(workshopReports)
    .values({
      fileName: report.fileName,
      size: report.content.length,
      sha256: createHash('sha256').update(report.content).digest('hex'),
      content: report.content,
      uploadedBy: report.uploadedBy,
      createdAt: report.now,
    })
    .returning({ id: workshopReports.id, fileName: workshopReports.fileName });
  return { reportRef: row!.id, fileName: row!.fileName };
}

/**
 * Ties the report to the organisation whose result refers to it, inside the recording transaction (./record.ts):
 * 'missing' when it does not exist, 'foreign' when it already belongs to another organisation (no report is shown
 * to two), and then nothing is changed.
 */
/** Why a report cannot be claimed, at the field `reportRef` (recording and correcting alike). */
export const reportMessages = {
  missing: 'Der Bericht wurde nicht gefunden. Bitte laden Sie ihn erneut hoch.',
  foreign: 'Dieser Bericht gehört zu einer anderen Organisation. Bitte laden Sie den richtigen Bericht hoch.',
} as const;

export async function claimReport(
  tx: Database,
  reportRef: string,
  organizationId: string,
): Promise<'claimed' | 'missing' | 'foreign'> {
  const [report] = await tx
    .select({ organizationId: workshopReports.organizationId })
    .from(workshopReports)
    .where(eq(workshopReports.id, reportRef))
    .for('update');
  if (!report) return 'missing';
  if (report.organizationId !== null && report.organizationId !== organizationId) return 'foreign';
  if (report.organizationId === null) {
    await tx.update(workshopReports).set({ organizationId }).where(eq(workshopReports.id, reportRef));
  }
  return 'claimed';
}

/** A workshop result as an admin records it: the command's input and the row's fields (workshop/record.ts). */
export type NewWorkshopResult = {
  organizationId: string;
  type: ProcurementBranch;
  reportRef: string;
  performedAt: string;
  passed: boolean;
  comment: string | null;
  recordedBy: string;
  now: Date;
};

export async function insertWorkshopResult(tx: Database, result: NewWorkshopResult): Promise<WorkshopResult> {
  const [inserted] = await tx
    .insert(workshopResults)
    .values({
      organizationId: result.organizationId,
      type: result.type,
      reportRef: result.reportRef,
      performedAt: result.performedAt,
      passed: result.passed,
      comment: result.comment,
      recordedBy: result.recordedBy,
      createdAt: result.now,
    })
    .returning({ id: workshopResults.id });
  return loadWorkshopResult(tx, inserted!.id);
}

/** One workshop result in the API shape, with its report's name. */
export async function loadWorkshopResult(db: Database, id: string): Promise<WorkshopResult> {
  const [row] = await db
    .select(resultColumns)
    .from(workshopResults)
    .innerJoin(workshopReports, eq(workshopReports.id, workshopResults.reportRef))
    .where(eq(workshopResults.id, id));
  return toWorkshopResult(row!);
}

/** The organisation's workshop results of one branch, newest performed first. */
export async function listWorkshopResults(
  db: Database,
  organizationId: string,
  type: ProcurementBranch,
): Promise<WorkshopResult[]> {
  const rows = await db
    .select(resultColumns)
    .from(workshopResults)
    .innerJoin(workshopReports, eq(workshopReports.id, workshopResults.reportRef))
    .where(and(eq(workshopResults.organizationId, organizationId), eq(workshopResults.type, type)))
    .orderBy(desc(workshopResults.performedAt), desc(workshopResults.createdAt));
  return rows.map(toWorkshopResult);
}

/**
 * A report of the organisation that one of its workshop results refers to (docs/security.md 24); undefined
 * otherwise, also for an uploaded report no result uses yet.
 */
export async function loadReferencedReport(db: Database, organizationId: string, reportRef: string) {
  const [row] = await db
    .select({ fileName: workshopReports.fileName, content: workshopReports.content })
    .from(workshopReports)
    .innerJoin(
      workshopResults,
      and(
        eq(workshopResults.reportRef, workshopReports.id),
        eq(workshopResults.organizationId, organizationId),
      ),
    )
    .where(and(eq(workshopReports.id, reportRef), eq(workshopReports.organizationId, organizationId)))
    .limit(1);
  return row;
}
