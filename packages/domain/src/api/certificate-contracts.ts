import { z } from 'zod';
import {
  certificateCodeSchema,
  certificateVerificationSchema,
  organizationCertificateListSchema,
  organizationCertificateSchema,
  revokeCertificateBodySchema,
} from './certificate';
import { contract, refusals } from './contract';

/**
 * Certificates (docs/decisions/015-certificates.md): the public verification by code, the organisation's list for
 * its members and the platform admins, and the revocation by a platform admin.
 */
const tags = ['certificate'];

export const certificateContracts = {
  verify: contract({
    method: 'GET',
    path: '/certificates/:code',
    tags,
    summary: 'Verify a certificate by its code: valid, expired or revoked (public, rate-limited per address)',
    // Any text: a malformed code is answered like an unknown one.
    params: z.strictObject({ code: z.string() }),
    responses: { 200: certificateVerificationSchema, ...refusals(404, 429) },
  }),
  ofOrganization: contract({
    method: 'GET',
    path: '/certificates/organization/:id',
    tags,
    summary:
      "The organisation's certificates, revoked ones included, newest first (members, platform admins)",
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: organizationCertificateListSchema, ...refusals(400, 401, 404) },
  }),
  revoke: contract({
    method: 'POST',
    path: '/admin/certificates/:code/revoke',
    tags,
    summary: "Revoke a certificate with a reason; mails the organisation's admins (platform admins)",
    params: z.strictObject({ code: certificateCodeSchema }),
    body: revokeCertificateBodySchema,
    responses: { 200: organizationCertificateSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
};
