import multipart from '@fastify/multipart';
import { ErrorCode, ProcurementBranch, REPORT_MAX_BYTES, REPORT_TOO_LARGE_MESSAGE } from '@cert/domain';
import { adminJourneyContracts, workshopContracts as calls } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { HttpError, notFound } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { withDecisionMails } from '../journey';
import { requireOrganizationAccess } from '../organization';
import { correctWorkshopResult } from './corrections';
import { PdfChecker } from './pdf-check';
import { cleanReportFileName, hasPdfHeader } from './report-file';
import { recordWorkshopResult } from './record';
import { insertReport, listWorkshopResults, loadReferencedReport } from './repository';

const unsupported = () =>
  new HttpError(
    415,
    ErrorCode.UnsupportedMediaType,
    'Bitte laden Sie den Ergebnisbericht als PDF-Datei hoch.',
  );
const tooLarge = () => new HttpError(413, ErrorCode.PayloadTooLarge, REPORT_TOO_LARGE_MESSAGE);
const tooComplex = () =>
  new HttpError(
    422,
    ErrorCode.FileTooComplex,
    'Die PDF-Datei ist so aufgebaut, dass sie nicht rechtzeitig geprüft werden kann. Bitte speichern Sie den ' +
      'Bericht erneut als PDF (zum Beispiel über „Drucken“ und „Als PDF speichern“) und laden Sie ihn dann hoch.',
  );

/**
 * Reads the one file of the multipart request into memory (at most 20 MB): 415 for any other content type,
 * 413 over the limits, 400 without a `file` field or for a malformed body.
 */
async function readUploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw unsupported();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') {
      // The parser waits until this part is read; unread, the rest of the body would stay in the connection
      // and the next request on it would never be answered (docs/security.md 36).
      file?.file.resume();
      throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
        { path: 'file', code: 'required', message: 'Bitte wählen Sie eine PDF-Datei aus.' },
      ]);
    }
    return { content: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (status && status >= 400 && status < 500) throw error;
    // The multipart parser's own errors (a body cut short, no boundary): the request is malformed, not the server.
    throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
      {
        path: 'file',
        code: 'multipart',
        message: 'Die Datei konnte nicht gelesen werden. Bitte laden Sie sie erneut hoch.',
      },
    ]);
  }
}

export type WorkshopOptions = {
  /** How long the check of one uploaded PDF may take (PDF_CHECK_BUDGET_MS unless a test sets it). */
  pdfCheckBudgetMs?: number;
};

/** POST /api/workshop/procurement/report: multipart is parsed in this scope only. */
async function reportUploadRoute(app: App, options: WorkshopOptions) {
  const checker = new PdfChecker(options.pdfCheckBudgetMs);
  app.addHook('onClose', () => checker.close());
  await app.register(multipart, {
    limits: { fileSize: REPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  serve(app, calls.uploadReport, { onRequest: app.requireAdmin }, async (request, reply) => {
    const upload = await readUploadedFile(request);
    // The header first: most files that are not PDFs need no parser at all.
    if (!hasPdfHeader(upload.content)) throw unsupported();
    const verdict = await checker.check(upload.content);
    if (verdict === 'too-complex') throw tooComplex();
    if (verdict === 'not-pdf') throw unsupported();
    const stored = await insertReport(app.db, {
      fileName: cleanReportFileName(upload.fileName),
      content: upload.content,
      uploadedBy: currentUser(request)._id,
      now: app.clock.now(),
    });
    return reply.status(201).send(stored);
  });
}

/** Workshop results (silver) and their reports: docs/security.md 23, 24; ADR 014. */
export async function workshopRoutes(app: App, options: WorkshopOptions) {
  await app.register(reportUploadRoute, options);

  serve(app, calls.record, { onRequest: app.requireAdmin }, async (request, reply) => {
    const body = request.body;
    const { result } = await withDecisionMails(app, (recordMails) =>
      recordWorkshopResult(
        app.db,
        {
          organizationId: body.organization,
          type: body.type,
          reportRef: body.reportRef,
          performedAt: body.performedAt,
          passed: body.passed,
          comment: body.comment || null,
          recordedBy: currentUser(request)._id,
          now: app.clock.now(),
        },
        recordMails,
      ),
    );
    return reply.status(201).send(result);
  });

  for (const branch of ProcurementBranch.values) {
    serve(app, calls.results[branch], { onRequest: app.requireUser }, async (request) => {
      await requireOrganizationAccess(app.db, currentUser(request), request.params.id, {
        platformAdmin: true,
      });
      return listWorkshopResults(app.db, request.params.id, branch);
    });
  }

  serve(app, calls.report, { onRequest: app.requireUser }, async (request, reply) => {
    const { orgId, reportRef } = request.params;
    // Like the journey reads: members keep reading their results when the organisation loses its approval.
    await requireOrganizationAccess(app.db, currentUser(request), orgId, { platformAdmin: true });
    const report = await loadReferencedReport(app.db, orgId, reportRef);
    if (!report) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(report.fileName))
      .header('x-content-type-options', 'nosniff')
      .send(report.content);
  });

  // A platform admin corrects a result in place, with a reason (docs/decisions/041-withdrawing-records.md).
  serve(app, adminJourneyContracts.correct.workshop, { onRequest: app.requireAdmin }, async (request) => {
    const { reason, comment, ...fields } = request.body;
    const { record } = await withDecisionMails(app, (recordMails) =>
      correctWorkshopResult(
        app.db,
        {
          organizationId: request.params.id,
          recordId: request.params.recordId,
          ...fields,
          comment: comment ?? null,
          reason,
          actorId: currentUser(request)._id,
          now: app.clock.now(),
        },
        recordMails,
      ),
    );
    return record;
  });
}
