import {
  CertificateLevel,
  certificateMessages,
  ErrorCode,
  isoDateInGermany,
  MAX_CREDENTIAL_LENGTH,
} from '@cert/domain';
import { certificateFileContracts, credentialContracts as calls } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { secondsUntil } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { hitRateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { requireCurrentCertificate, VERIFICATION_RATE_LIMIT } from '../certificate';
import {
  badgeFileName,
  credentialFileName,
  downloadHeaders,
  sealPng,
  sealSvg,
  SVG_FILE_POLICY,
} from '../certificate-files';
import { bakePng, bakeSvg } from './baked';
import { OPEN_BADGES_CONTEXT, VC_CONTEXT, type Issuer, type JsonObject } from './issuer';
import { achievementOf } from './open-badge';
import { credentialOf } from './store';
import { statusListCredential } from './status-list';
import { credentialTextOf, verifyCredential } from './verify';

/**
 * Certificates as Open Badges 3.0 credentials (docs/decisions/055-open-badges.md): the issuer's DID document, the
 * status list, the achievements, the credential and the baked seals of a certificate, and the public check.
 */
export async function credentialRoutes(app: App, { issuer }: { issuer: Issuer }) {
  const { publicUrl } = app.config;
  const today = () => isoDateInGermany(app.clock.now());

  serve(app, calls.statusList, {}, async (request, reply) => {
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

  serve(app, calls.achievement, {}, async (request, reply) => {
    const { level } = request.params;
    return reply
      .type('application/ld+json')
      .send({ '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT], ...achievementOf(publicUrl, level) });
  });

  serve(app, calls.achievementImage, {}, async (request, reply) => {
    const { level } = request.params;
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await sealPng(level, ''));
  });

  serve(app, calls.verify, { bodyLimit: 6_000_000 }, async (request, reply) => {
    const now = app.clock.now();
    const limit = await hitRateLimit(
      app.db,
      `credential-verification:ip:${request.ip}`,
      VERIFICATION_RATE_LIMIT,
      now,
    );
    if (!limit.allowed) {
      reply.header('retry-after', String(Math.max(1, secondsUntil(limit.resetAt, now))));
      throw new HttpError(429, ErrorCode.RateLimited);
    }
    const text = credentialTextOf(request.body);
    let credential: unknown;
    try {
      // A credential of ours is a few KiB; a far larger text baked into an image is not one, and canonicalising it
      // would only cost the server's time (docs/security.md 44).
      credential = text === undefined || text.length > MAX_CREDENTIAL_LENGTH ? undefined : JSON.parse(text);
    } catch {
      credential = undefined;
    }
    if (typeof credential !== 'object' || credential === null || Array.isArray(credential)) {
      throw new HttpError(400, ErrorCode.ValidationFailed, certificateMessages.noCredential, [
        {
          path: Object.keys(request.body)[0] ?? 'credential',
          code: 'invalid_value',
          message: certificateMessages.noCredential,
        },
      ]);
    }
    return verifyCredential(app.db, issuer, publicUrl, credential as JsonObject, now, today());
  });

  for (const level of CertificateLevel.values) {
    const files = certificateFileContracts[level];
    const current = async (request: FastifyRequest, organizationId: string) =>
      credentialOf(
        app.db,
        issuer,
        app.config,
        await requireCurrentCertificate(app.db, currentUser(request), organizationId, level),
      );

    serve(app, files.credential, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential } = await current(request, request.params.id);
      return downloadHeaders(
        reply,
        'application/vc+ld+json',
        contentDisposition(credentialFileName(level, certificate.organizationName), 'attachment'),
      ).send(JSON.stringify(credential, null, 2));
    });

    serve(app, files.badge, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential } = await current(request, request.params.id);
      const year = certificate.awardedOn.slice(0, 4);
      const text = JSON.stringify(credential);
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

/** The issuer's DID document at the address did:web resolves to (outside the API: its path is the standard's). */
export async function didDocumentRoute(app: App, { issuer }: { issuer: Issuer }) {
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/did+json')
      .header('cache-control', 'public, max-age=300')
      .send(issuer.didDocument),
  );
}
