import { z } from 'zod';
import {
  certificateCodeSchema,
  certificateVerificationSchema,
  organizationCertificateListSchema,
  organizationCertificateSchema,
  revokeCertificateBodySchema,
} from './certificate';
import { contract } from './contract';
import { refusals } from './errors';

/**
 * Certificates (docs/decisions/015-certificates.md): the public verification by code, the organisation's list for
 * its members and the platform admins, and the revocation by a platform admin.
 */
const tags = ['certificate'] as const;

export const certificateContracts = {
  verify: contract({
    operationId: 'verifyCertificate',
    description:
      'Public, limited per client address (429 with Retry-After). Answers the certificate of a code (organisation, level, dates) and whether it is valid, expired or revoked; an unknown or malformed code answers 404 alike.',
    method: 'GET',
    path: '/certificates/:code',
    tags,
    summary: 'Verify a certificate by its code: valid, expired or revoked (public, rate-limited per address)',
    // Any text: a malformed code is answered like an unknown one.
    params: z.strictObject({ code: z.string() }),
    responses: { 200: certificateVerificationSchema, ...refusals(404, 429) },
  }),
  ofOrganization: contract({
    operationId: 'listOrganizationCertificates',
    description:
      'Members of the organisation and platform admins: every certificate it was awarded, revoked ones with their reason, newest first. Anyone else gets 404.',
    method: 'GET',
    path: '/certificates/organization/:id',
    tags,
    summary:
      "The organisation's certificates, revoked ones included, newest first (members, platform admins)",
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: organizationCertificateListSchema, ...refusals(400, 401, 404) },
  }),
  revoke: contract({
    operationId: 'revokeCertificate',
    description:
      "Platform admins revoke a certificate with a reason the organisation's admins read by mail; the credential's status list says so from then on. 409 when it was revoked already.",
    method: 'POST',
    path: '/admin/certificates/:code/revoke',
    tags,
    summary: "Revoke a certificate with a reason; mails the organisation's admins (platform admins)",
    params: z.strictObject({ code: certificateCodeSchema }),
    body: revokeCertificateBodySchema,
    responses: { 200: organizationCertificateSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
};
