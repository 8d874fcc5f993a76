import { z } from 'zod';
import {
  apiErrorSchema,
  CERTIFICATE_CODE_PATTERN,
  certificateCodeSchema,
  certificateVerificationSchema,
  ErrorCode,
  isoDateInGermany,
  organizationCertificateListSchema,
  organizationCertificateSchema,
  revokeCertificateBodySchema,
} from '@cert/domain';
import type { App } from '../../app-type';
import { HttpError } from '../../lib/http-error';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { secondsUntil } from '../auth/cookies';
import { mailOrganizationAdmins } from '../organization/admin-mail';
import { requireOrganizationAccess } from '../organization/access';
import { certificateNotFound } from './not-found';
import {
  certificateVerificationOf,
  findCertificateByCode,
  listOrganizationCertificates,
  organizationCertificateOf,
} from './repository';
import { revocationMail } from './revocation-mail';
import { revokeCertificate } from './revoke';

const tags = ['certificate'];

/** Far above what a person checking certificates needs, low enough to make guessing codes pointless. */
export const VERIFICATION_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };

/**
 * Certificates (docs/decisions/015-certificates.md): the public verification by code, the organisation's list
 * for its members and the platform admins, and the revocation by a platform admin. Seals and documents live in
 * modules/certificate-files; certificates are issued by refreshJourney (issue.ts).
 */
export async function certificateRoutes(app: App) {
  const today = () => isoDateInGermany(app.clock.now());

  app.get(
    '/certificates/:code',
    {
      schema: {
        tags,
        summary:
          'Verify a certificate by its code: valid, expired or revoked (public, rate-limited per address)',
        // Any text: a malformed code is answered like an unknown one.
        params: z.strictObject({ code: z.string() }),
        response: { 200: certificateVerificationSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const key = `certificate-verification:ip:${request.ip}`;
      const limit = await hitRateLimit(app.db, key, VERIFICATION_RATE_LIMIT, now);
      if (!limit.allowed) {
        reply.header('retry-after', String(Math.max(1, secondsUntil(limit.resetAt, now))));
        throw new HttpError(429, ErrorCode.RateLimited);
      }
      const { code } = request.params;
      const row = CERTIFICATE_CODE_PATTERN.test(code) ? await findCertificateByCode(app.db, code) : undefined;
      if (!row) throw certificateNotFound();
      return certificateVerificationOf(row, today());
    },
  );

  app.get(
    '/certificates/organization/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "The organisation's certificates, revoked ones included, newest first (members, platform admins)",
        params: z.strictObject({ id: z.uuid() }),
        response: {
          200: organizationCertificateListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireOrganizationAccess(app.db, currentUser(request), id, { platformAdmin: true });
      const day = today();
      return (await listOrganizationCertificates(app.db, id)).map((row) =>
        organizationCertificateOf(row, day),
      );
    },
  );

  app.post(
    '/admin/certificates/:code/revoke',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "Revoke a certificate with a reason; mails the organisation's admins (platform admins)",
        params: z.strictObject({ code: certificateCodeSchema }),
        body: revokeCertificateBodySchema,
        response: {
          200: organizationCertificateSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const { certificate, organizationName } = await revokeCertificate(app.db, request.params.code, {
        reason,
        actorId: currentUser(request)._id,
        now: app.clock.now(),
      });
      const revoked = organizationCertificateOf(certificate, today());
      await mailOrganizationAdmins(
        { db: app.db, mailer: app.mailer, log: request.log },
        certificate.organizationId,
        'certificate revocation',
        (to) =>
          revocationMail({
            to,
            organizationName,
            certificate: revoked,
            reason,
            publicUrl: app.config.publicUrl,
            contactEmail: app.config.site.operator.email,
          }),
        { certificateId: certificate.id },
      );
      return revoked;
    },
  );
}
