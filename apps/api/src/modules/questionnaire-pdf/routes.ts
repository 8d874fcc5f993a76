import { createHash } from 'node:crypto';
import { QuestionnaireKind, questionnaires } from '@cert/domain';
import { questionnaireBlankPdfContract } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import { blankQuestionnairePdf } from './blank-pdf';

type BlankPdf = { bytes: Buffer; etag: string };

/**
 * GET /api/questionnaires/{kind}/blank-pdf (docs/decisions/015-certificates.md "Blank questionnaires"): public
 * and cacheable like the questionnaire's JSON Schema, since the questions are no secret. Built once per kind:
 * the definitions do not change while the platform runs.
 */
export async function questionnairePdfRoutes(app: App) {
  const documents = new Map<QuestionnaireKind, Promise<BlankPdf>>();
  const documentOf = (kind: QuestionnaireKind) => {
    let document = documents.get(kind);
    if (!document) {
      document = blankQuestionnairePdf(kind, app.config.publicUrl, app.clock.now()).then((bytes) => {
        const buffer = Buffer.from(bytes);
        const etag = `"${createHash('sha256').update(buffer).digest('base64url').slice(0, 27)}"`;
        return { bytes: buffer, etag };
      });
      // A failed build is not kept: the next request tries again.
      document.catch(() => documents.delete(kind));
      documents.set(kind, document);
    }
    return document;
  };

  serve(app, questionnaireBlankPdfContract, {}, async (request, reply) => {
    const { kind } = request.params;
    if (!QuestionnaireKind.is(kind)) throw notFound();
    const document = await documentOf(kind);
    reply.header('cache-control', 'public, max-age=3600').header('etag', document.etag);
    if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        contentDisposition(`Fragebogen ${questionnaires[kind].title}.pdf`, 'inline'),
      )
      .header('x-content-type-options', 'nosniff')
      .send(document.bytes);
  });
}
