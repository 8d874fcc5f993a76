import { CertificateLevel, certificateVerificationPath } from '@cert/domain';
import { certificateFilesContracts } from '@cert/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { currentUser } from '../account';
import { requireCurrentCertificate } from '../certificate';
import { certificatePdf } from './document';
import { sealPng, sealSvg } from './seal';
import { documentFileName, sealFileName } from './wording';

/** docs/security.md 24 for every file: not cached, not sniffed. */
export function downloadHeaders(reply: FastifyReply, type: string, disposition: string) {
  return reply
    .type(type)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff');
}

/**
 * An SVG opened directly must not run anything (docs/security.md 24): no scripts, no loads, only its styles.
 * frame-ancestors, base-uri and form-action do not fall back to default-src.
 */
export const SVG_FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Seals and certificate documents of every level (docs/decisions/015-certificates.md "Paths"): only for the
 * organisation's members and platform admins, and only while the organisation holds an unrevoked certificate of
 * the level.
 */
export async function certificateFileRoutes(app: App) {
  const currentCertificate = (request: FastifyRequest, organizationId: string, level: CertificateLevel) =>
    requireCurrentCertificate(app.db, currentUser(request), organizationId, level);

  for (const level of CertificateLevel.values) {
    const files = certificateFilesContracts[level];

    serve(app, files.seal, { onRequest: app.requireUser }, async (request, reply) => {
      const certificate = await currentCertificate(request, request.params.id, level);
      const year = certificate.awardedOn.slice(0, 4);
      const { format } = request.query;
      const disposition = contentDisposition(
        sealFileName(level, certificate.organizationName, format),
        'attachment',
      );
      if (format === 'png') {
        return downloadHeaders(reply, 'image/png', disposition).send(await sealPng(level, year));
      }
      return downloadHeaders(reply, 'image/svg+xml', disposition)
        .header('content-security-policy', SVG_FILE_POLICY)
        .send(Buffer.from(await sealSvg(level, year)));
    });

    serve(app, files.document, { onRequest: app.requireUser }, async (request, reply) => {
      const certificate = await currentCertificate(request, request.params.id, level);
      const bytes = await certificatePdf({
        certificate: { ...certificate, level },
        verificationUrl: `${app.config.publicUrl}${certificateVerificationPath(certificate.code)}`,
        now: app.clock.now(),
      });
      return downloadHeaders(
        reply,
        'application/pdf',
        contentDisposition(documentFileName(level, certificate.organizationName)),
      ).send(Buffer.from(bytes));
    });
  }
}
