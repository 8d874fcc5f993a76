import { z } from 'zod';
import { CertificateLevel, certificateLevels, type SealFormat } from '../certificate';
import { sealQuerySchema } from './certificate';
import { API_BASE, contract, operationPart, pathOf } from './contract';
import { refusals } from './errors';

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

export const certificateFilesContracts = Object.fromEntries(
  CertificateLevel.values.map((level) => [level, fileContracts(level)]),
) as Record<CertificateLevel, ReturnType<typeof fileContracts>>;

/** The seal's address (PNG by default), which the browser downloads itself. */
export const certificateSealPath = (level: CertificateLevel, organizationId: string, format?: SealFormat) =>
  `${API_BASE}${pathOf(certificateFilesContracts[level].seal, { id: organizationId })}${
    format === 'svg' ? '?format=svg' : ''
  }`;

/** The credential's address (JSON) or that of the seal with the credential baked in. */
export const certificateCredentialPath = (level: CertificateLevel, organizationId: string) =>
  `${API_BASE}${pathOf(certificateFilesContracts[level].credential, { id: organizationId })}`;
export const certificateBadgePath = (level: CertificateLevel, organizationId: string, format: SealFormat) =>
  `${API_BASE}${pathOf(certificateFilesContracts[level].badge, { id: organizationId })}?format=${format}`;

/** The certificate document's address: the A4 PDF, opened in a new tab. */
export const certificateDocumentPath = (level: CertificateLevel, organizationId: string) =>
  `${API_BASE}${pathOf(certificateFilesContracts[level].document, { id: organizationId })}`;
