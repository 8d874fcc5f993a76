import { z } from 'zod';
import {
  CertificateLevel,
  certificateCodeSchema,
  certificateLevels,
  certificateVerificationSchema,
  credentialVerificationBodySchema,
  credentialVerificationSchema,
  organizationCertificateListSchema,
  organizationCertificateSchema,
  revokeCertificateBodySchema,
  sealQuerySchema,
  type SealFormat,
} from '../certificate';
import { API_BASE, contract, operationPart, pathOf } from './contract';
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

/**
 * Certificates as Open Badges 3.0 credentials (docs/decisions/055-open-badges.md): what a verifier needs besides
 * the issuer's DID document (/.well-known/did.json, outside the API), and the check of a credential or baked seal.
 */
const credentialTags = ['credential'] as const;
export const credentialContracts = {
  statusList: contract({
    operationId: 'getCredentialStatusList',
    description:
      'Public. The signed Bitstring Status List credential that credentials name in their credentialStatus: a set bit means revoked. Cached for five minutes.',
    method: 'GET',
    path: '/credentials/status/:list',
    tags: credentialTags,
    summary:
      'The revocation status list (a signed BitstringStatusListCredential) a credential points to (public)',
    params: z.strictObject({ list: z.coerce.number().int().min(1).max(16_384) }),
    responses: { 200: z.any().describe('application/vc+ld+json'), ...refusals(400, 404) },
  }),
  achievement: contract({
    operationId: 'getAchievement',
    description:
      "Public. The Open Badges achievement a level's credentials name: name, description, criteria and image, in German.",
    method: 'GET',
    path: '/credentials/achievements/:level',
    tags: credentialTags,
    summary: 'The Open Badges achievement of a level: name, description, criteria (public)',
    params: z.strictObject({ level: z.enum(CertificateLevel.values) }),
    responses: { 200: z.any().describe('application/ld+json'), ...refusals(400) },
  }),
  achievementImage: contract({
    operationId: 'getAchievementImage',
    description: "Public. The level's seal without an award year, as the achievement's image (PNG).",
    method: 'GET',
    path: '/credentials/achievements/:level/siegel.png',
    tags: credentialTags,
    summary: "The achievement's image: the level's seal without an award year, PNG (public)",
    params: z.strictObject({ level: z.enum(CertificateLevel.values) }),
    responses: { 200: z.any().describe('image/png'), ...refusals(400) },
  }),
  verify: contract({
    operationId: 'verifyCredential',
    description:
      "Public, limited per client address (429; a refused body counts too). Takes an Open Badges credential as JSON text (at most 32 KiB) and checks its proof, its dates and its status: valid, expired, revoked or tampered (a changed character or another issuer's proof). A seal with the credential baked in goes to POST /api/credentials/verify/seal.",
    method: 'POST',
    path: '/credentials/verify',
    tags: credentialTags,
    summary:
      'Check a pasted Open Badges credential: valid, expired, revoked or tampered (public, rate-limited per address)',
    body: credentialVerificationBodySchema,
    responses: { 200: credentialVerificationSchema, ...refusals(400, 413, 429) },
  }),
  /** The image as the body's bytes: no JSON body schema; the route reads the credential baked into it. */
  verifySeal: contract({
    operationId: 'verifyCredentialInSeal',
    description:
      'Public, limited per client address together with POST /api/credentials/verify. The body is a seal image as it is, with `Content-Type: image/png` or `image/svg+xml`, at most 1 MiB; the credential baked into it is checked as a pasted one. 400 when the image carries no credential, 415 for any other content type.',
    method: 'POST',
    path: '/credentials/verify/seal',
    tags: credentialTags,
    summary:
      'Check the Open Badges credential baked into a seal (PNG or SVG as the body): valid, expired, revoked or tampered (public, rate-limited per address)',
    responses: { 200: credentialVerificationSchema, ...refusals(400, 413, 415, 429) },
  }),
};

const readers = '(members of the organisation, platform admins; 404 until the level is completed)';

/**
 * Seals and certificate documents of every level (docs/decisions/015-certificates.md "Paths"): files the browser
 * downloads or opens itself, only for the organisation's members and platform admins, and only while the
 * organisation holds an unrevoked certificate of the level.
 */
function fileContracts(level: CertificateLevel) {
  const { apiSegment } = certificateLevels[level];
  const label = CertificateLevel.labels[level];
  const name = operationPart(level);
  const params = z.strictObject({ id: z.uuid() });
  const access =
    'Members of the organisation and platform admins, while the organisation holds a valid certificate of the ' +
    'level; 404 otherwise (also for anyone else).';
  return {
    seal: contract({
      method: 'GET',
      path: `/journey/${apiSegment}/certificate-seal/organization/:id`,
      operationId: `get${name}Seal`,
      description: `The seal with the year of the award, PNG (1200 × 1200 px) or SVG by format. ${access}`,
      tags: ['certificate'],
      summary: `Seal of the level ${label} as a download, PNG 1200 × 1200 px or SVG ${readers}`,
      params,
      query: sealQuerySchema,
      responses: { 200: z.any().describe('image/png or image/svg+xml'), ...refusals(400, 401, 404) },
    }),
    document: contract({
      method: 'GET',
      path: `/journey/${apiSegment}/certificate-document/organization/:id`,
      operationId: `get${name}CertificateDocument`,
      description: `The certificate as an A4 PDF with its number and the address to verify it. ${access}`,
      tags: ['certificate'],
      summary: `Certificate of the level ${label} as an A4 PDF, opened in the browser ${readers}`,
      params,
      responses: { 200: z.any().describe('application/pdf'), ...refusals(400, 401, 404) },
    }),
    credential: contract({
      method: 'GET',
      path: `/journey/${apiSegment}/certificate-credential/organization/:id`,
      operationId: `get${name}Credential`,
      description:
        "The certificate as an Open Badges 3.0 credential, signed (eddsa-rdfc-2022) by the platform's did:web " +
        `issuer; the same document on every download. ${access}`,
      tags: ['credential'],
      summary: `Certificate of the level ${label} as a signed Open Badges 3.0 credential (JSON) ${readers}`,
      params,
      responses: { 200: z.any().describe('application/vc+ld+json'), ...refusals(400, 401, 404) },
    }),
    badge: contract({
      method: 'GET',
      path: `/journey/${apiSegment}/certificate-badge/organization/:id`,
      operationId: `get${name}Badge`,
      description: `The seal with the credential baked in (PNG iTXt or SVG element), by format. ${access}`,
      tags: ['credential'],
      summary: `Seal of the level ${label} with the Open Badges credential baked in, PNG or SVG ${readers}`,
      params,
      query: sealQuerySchema,
      responses: { 200: z.any().describe('image/png or image/svg+xml'), ...refusals(400, 401, 404) },
    }),
  };
}

export const certificateFileContracts = Object.fromEntries(
  CertificateLevel.values.map((level) => [level, fileContracts(level)]),
) as Record<CertificateLevel, ReturnType<typeof fileContracts>>;

/** The seal's address (PNG by default), which the browser downloads itself. */
export const certificateSealPath = (level: CertificateLevel, organizationId: string, format?: SealFormat) =>
  `${API_BASE}${pathOf(certificateFileContracts[level].seal, { id: organizationId })}${
    format === 'svg' ? '?format=svg' : ''
  }`;

/** The credential's address (JSON) or that of the seal with the credential baked in. */
export const certificateCredentialPath = (level: CertificateLevel, organizationId: string) =>
  `${API_BASE}${pathOf(certificateFileContracts[level].credential, { id: organizationId })}`;
export const certificateBadgePath = (level: CertificateLevel, organizationId: string, format: SealFormat) =>
  `${API_BASE}${pathOf(certificateFileContracts[level].badge, { id: organizationId })}?format=${format}`;

/** The certificate document's address: the A4 PDF, opened in a new tab. */
export const certificateDocumentPath = (level: CertificateLevel, organizationId: string) =>
  `${API_BASE}${pathOf(certificateFileContracts[level].document, { id: organizationId })}`;
