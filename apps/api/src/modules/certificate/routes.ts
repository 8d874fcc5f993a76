import { isoDateInGermany } from '@cert/domain';
import { certificateContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { limitPerAddress, type RateLimitRule } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { recordOrganizationAdminMails, requireOrganizationAccess } from '../organization';
import { certificateNotFound } from './not-found';
import {
  certificateVerificationOf,
  findCertificateByCode,
  listOrganizationCertificates,
  organizationCertificateOf,
} from './repository';
import { revocationMail } from './revocation-mail';
import { revokeCertificate } from './revoke';

/**
 * Far above what a person checking certificates needs, low enough to make guessing codes pointless.
 * @internal
 */
export const VERIFICATION_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };

/**
 * The budget of every public lookup by a certificate's code: the check, the website badge and the public credential
 * download each name a code's organisation, so they share one budget per address and none is a second door for
 * guessing codes (docs/security.md 53).
 */
export const codeLookupBudget = (app: App) =>
  limitPerAddress(
    app.db,
    VERIFICATION_RATE_LIMIT,
    (request) => `certificate-verification:ip:${request.ip}`,
    app.clock,
  );

/**
 * Certificates (docs/decisions/015-certificates.md): the public verification by code, the organisation's list
 * for its members and the platform admins, and the revocation by a platform admin. Seals and documents live in
 * modules/certificate-files; certificates are issued by refreshJourney (issue.ts).
 */
export async function certificateRoutes(app: App) {
  const today = () => isoDateInGermany(app.clock.now());

  serve(app, calls.verify, { onRequest: codeLookupBudget(app) }, async (request) => {
    const { code } = request.params;
    const row = await findCertificateByCode(app.db, code);
    if (!row) throw certificateNotFound();
    return certificateVerificationOf(row, today());
  });

  serve(app, calls.ofOrganization, { onRequest: app.requireUser }, async (request) => {
    const { id } = request.params;
    await requireOrganizationAccess(app.db, currentUser(request), id, { platformAdmin: true });
    const day = today();
    return (await listOrganizationCertificates(app.db, id)).map((row) => organizationCertificateOf(row, day));
  });

  serve(app, calls.revoke, { onRequest: app.requireAdmin }, async (request) => {
    const { reason } = request.body;
    // The organisation's admins hear of it by mails recorded in the revocation's transaction (ADR 063).
    const { certificate, mailIds } = await revokeCertificate(
      app.db,
      request.params.code,
      { reason, actorId: currentUser(request)._id, now: app.clock.now() },
      (tx, revokedRow, organizationName) =>
        recordOrganizationAdminMails(tx, app.mailer, revokedRow.organizationId, (to) =>
          revocationMail({
            to,
            organizationName,
            certificate: organizationCertificateOf(revokedRow, today()),
            reason,
            publicUrl: app.config.publicUrl,
            contactEmail: app.config.site.operator.email,
          }),
        ),
    );
    await app.mailer.deliver(mailIds);
    return organizationCertificateOf(certificate, today());
  });
}
