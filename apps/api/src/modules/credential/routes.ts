import {
  CertificateLevel,
  certificateMessages,
  ErrorCode,
  isoDateInGermany,
  MAX_CREDENTIAL_LENGTH,
  MAX_SEAL_BYTES,
} from '@cert/domain';
import { certificateFilesContracts, credentialContracts as calls } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { HttpError, notFound } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../lib/json-depth';
import { readableAnywhere } from '../../lib/readable-anywhere';
import { limitPerAddress } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import {
  codeLookupBudget,
  findCertificateByCode,
  requireCurrentCertificate,
  VERIFICATION_RATE_LIMIT,
} from '../certificate';
import {
  badgeFileName,
  credentialFileName,
  downloadHeaders,
  sealPng,
  sealSvg,
  SVG_FILE_POLICY,
} from '../certificate-files';
import { bakePng, bakeSvg, unbakePng, unbakeSvg } from './baked';
import { OPEN_BADGES_CONTEXT, VC_CONTEXT, type Issuer, type JsonObject } from './issuer';
import { achievementOf } from './open-badge';
import { credentialOf } from './store';
import { statusListCredential } from './status-list';
import { verifyCredential } from './verify';

/** The JSON of a pasted credential: its text at its longest, escaped (docs/security.md 45). */
const CREDENTIAL_BODY_LIMIT = 4 * MAX_CREDENTIAL_LENGTH;
/** The images a seal comes as. */
const SEAL_TYPES = ['image/png', 'image/svg+xml'] as const;

/**
 * Certificates as Open Badges 3.0 credentials (docs/decisions/055-open-badges.md): the issuer's DID document, the
 * status list, the achievements, the credential and the baked seals of a certificate, and the public check.
 */
export async function credentialRoutes(app: App, { issuer }: { issuer: Issuer }) {
  const { publicUrl } = app.config;
  const today = () => isoDateInGermany(app.clock.now());

  serve(app, calls.statusList, { onRequest: readableAnywhere }, async (request, reply) => {
    const credential = await statusListCredential(
      app.db,
      issuer,
      publicUrl,
      request.params.list,
      app.clock.now(),
    );
    // Verifiers may keep it five minutes (docs/security.md 35); a revocation shows within that time (ADR 055).
    return reply
      .type('application/vc+ld+json')
      .header('cache-control', 'public, max-age=300')
      .send(credential);
  });

  serve(app, calls.achievement, { onRequest: readableAnywhere }, async (request, reply) => {
    const { level } = request.params;
    return reply
      .type('application/ld+json')
      .send({ '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT], ...achievementOf(publicUrl, level) });
  });

  serve(app, calls.achievementImage, { onRequest: readableAnywhere }, async (request, reply) => {
    const { level } = request.params;
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await sealPng(level, ''));
  });

  // One budget per address for both checks, counted before the body is read (docs/security.md 45).
  const perAddress = limitPerAddress(
    app.db,
    VERIFICATION_RATE_LIMIT,
    (request) => `credential-verification:ip:${request.ip}`,
    app.clock,
  );
  const check = (text: string | undefined, path: string) => {
    let credential: unknown;
    try {
      // A credential of ours is a few KiB; a far larger text baked into an image is not one, and canonicalising it
      // would only cost the server's time (docs/security.md 45).
      // Nested no deeper than any JSON body the API takes (docs/security.md 45).
      credential =
        text === undefined || text.length > MAX_CREDENTIAL_LENGTH || nestsDeeperThan(text, MAX_JSON_DEPTH)
          ? undefined
          : JSON.parse(text);
    } catch {
      credential = undefined;
    }
    // Something that does not even say it is a verifiable credential is no Open Badge at all: saying it was changed
    // or comes from elsewhere would send its holder looking for the wrong fault (issue 58, point 9).
    if (!isVerifiableCredential(credential)) {
      throw new HttpError(400, ErrorCode.ValidationFailed, certificateMessages.noCredential, [
        { path, code: 'invalid_value', message: certificateMessages.noCredential },
      ]);
    }
    return verifyCredential(app.db, issuer, publicUrl, credential, app.clock.now(), today());
  };

  serve(app, calls.verify, { onRequest: perAddress, bodyLimit: CREDENTIAL_BODY_LIMIT }, async (request) =>
    check(request.body.credential, 'credential'),
  );
  await app.register(async (images) => {
    // Only this route reads images, as the bytes they are (docs/security.md 45).
    images.addContentTypeParser(
      [...SEAL_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_SEAL_BYTES },
      (_request, body, done) => done(null, body),
    );
    serve(images, calls.verifySeal, { onRequest: perAddress }, async (request) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const { body } = request;
      if (!Buffer.isBuffer(body) || !SEAL_TYPES.includes(type as (typeof SEAL_TYPES)[number])) {
        throw new HttpError(
          415,
          ErrorCode.UnsupportedMediaType,
          'Bitte senden Sie das Siegel als PNG- oder SVG-Datei.',
        );
      }
      return check(type === 'image/png' ? unbakePng(body) : unbakeSvg(body.toString('utf8')), 'file');
    });
  });

  // What the public check offers for download: the certificate's credential, by its code, within the check's budget
  // per address (docs/security.md 53).
  serve(app, calls.ofCertificate, { onRequest: codeLookupBudget(app) }, async (request, reply) => {
    const { code } = request.params;
    const row = await findCertificateByCode(app.db, code);
    if (!row) throw notFound();
    const { certificate, credential } = await credentialOf(app.db, issuer, app.config, row);
    return downloadHeaders(
      reply,
      'application/vc+ld+json',
      contentDisposition(credentialFileName(certificate.level, certificate.organizationName), 'attachment'),
    ).send(credential);
  });

  for (const level of CertificateLevel.values) {
    const files = certificateFilesContracts[level];
    const current = async (request: FastifyRequest, organizationId: string) =>
      credentialOf(
        app.db,
        issuer,
        app.config,
        await requireCurrentCertificate(app.db, currentUser(request), organizationId, level),
      );

    // The credential's text as it was stored when signed: the same bytes on every download, and the same text baked
    // into the seals (docs/security.md 51).
    serve(app, files.credential, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential } = await current(request, request.params.id);
      return downloadHeaders(
        reply,
        'application/vc+ld+json',
        contentDisposition(credentialFileName(level, certificate.organizationName), 'attachment'),
      ).send(credential);
    });

    serve(app, files.badge, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential: text } = await current(request, request.params.id);
      const year = certificate.awardedOn.slice(0, 4);
      const { format } = request.query;
      const disposition = contentDisposition(
        badgeFileName(level, certificate.organizationName, format),
        'attachment',
      );
      if (format === 'png') {
        return downloadHeaders(reply, 'image/png', disposition).send(
          bakePng(await sealPng(level, year), text),
        );
      }
      return downloadHeaders(reply, 'image/svg+xml', disposition)
        .header('content-security-policy', SVG_FILE_POLICY)
        .send(Buffer.from(bakeSvg(await sealSvg(level, year), text)));
    });
  }
}

/**
 * The issuer's DID document at the address did:web resolves to (outside the API: its path is the standard's),
 * readable by verifiers on any origin (docs/security.md 51).
 */
export async function didDocumentRoute(app: App, { issuer }: { issuer: Issuer }) {
  app.get(
    '/.well-known/did.json',
    { schema: { hide: true }, onRequest: readableAnywhere },
    async (_request, reply) =>
      reply
        .type('application/did+json')
        .header('cache-control', 'public, max-age=300')
        .send(issuer.didDocument),
  );
}

/** A JSON object whose `type` names VerifiableCredential and that carries a proof: what a check can judge. */
function isVerifiableCredential(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { type, proof } = value as { type?: unknown; proof?: unknown };
  const types = Array.isArray(type) ? type : [type];
  return types.includes('VerifiableCredential') && typeof proof === 'object' && proof !== null;
}
