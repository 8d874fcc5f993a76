import { z } from 'zod';
import { CertificateLevel } from '../certificate';
import { credentialVerificationBodySchema, credentialVerificationSchema } from './certificate';
import { contract } from './contract';
import { refusals } from './errors';

/**
 * Certificates as Open Badges 3.0 credentials (docs/decisions/055-open-badges.md): what a verifier needs besides
 * the issuer's DID document (/.well-known/did.json, outside the API), and the check of a credential or baked seal.
 */
const credentialTags = ['credential'] as const;
export const credentialContracts = {
  ofCertificate: contract({
    operationId: 'getPublicCredential',
    description:
      "Public, limited per client address like the check (429 with Retry-After): a certificate's Open Badges " +
      'credential, as its public check offers it for download, verifiable anywhere without the platform. The same ' +
      "bytes as the organisation's own download. 404 for an unknown code, 409 while the operator is not named.",
    method: 'GET',
    path: '/credentials/certificate/:code',
    tags: credentialTags,
    summary:
      "A certificate's Open Badges credential, from its public check (public, rate-limited per address)",
    params: z.strictObject({ code: z.string() }),
    responses: { 200: z.any().describe('application/vc+ld+json'), ...refusals(404, 409, 429) },
  }),
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
