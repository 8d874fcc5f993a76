import {
  CertificateLevel,
  certificateMessages,
  ErrorCode,
  isoDateInGermany,
  MAX_CREDENTIAL_LENGTH,
} from '@cert/domain';
import { certificateFileContracts, credentialContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { secondsUntil } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { hitRateLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { findCurrentCertificate, VERIFICATION_RATE_LIMIT } from '../certificate';
import { sealPng, sealSvg, sealFileName } from '../certificate-files';
import { requireOrganizationAccess } from '../organization';
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
    const current = async (organizationId: string, user: Parameters<typeof requireOrganizationAccess>[1]) => {
      await requireOrganizationAccess(app.db, user, organizationId, { platformAdmin: true });
      const certificate = await findCurrentCertificate(app.db, organizationId, level);
      if (!certificate) throw new HttpError(404, ErrorCode.NotFound, certificateMessages.levelNotCompleted);
      return credentialOf(app.db, issuer, app.config, certificate);
    };

    serve(app, files.credential, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential } = await current(request.params.id, currentUser(request));
      return reply
        .type('application/vc+ld+json')
        .header(
          'content-disposition',
          contentDisposition(credentialFileName(level, certificate.organizationName), 'attachment'),
        )
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(credential, null, 2));
    });

    serve(app, files.badge, { onRequest: app.requireUser }, async (request, reply) => {
      const { certificate, credential } = await current(request.params.id, currentUser(request));
      const year = certificate.awardedOn.slice(0, 4);
      const text = JSON.stringify(credential);
      const { format } = request.query;
      const disposition = contentDisposition(
        sealFileName(level, certificate.organizationName, format).replace(/^Siegel /, 'Open Badge '),
        'attachment',
      );
      reply.header('content-disposition', disposition).header('x-content-type-options', 'nosniff');
      if (format === 'png') return reply.type('image/png').send(bakePng(await sealPng(level, year), text));
      // As the plain seal (docs/security.md 24): an SVG opened directly runs nothing.
      return reply
        .type('image/svg+xml')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        )
        .send(Buffer.from(bakeSvg(await sealSvg(level, year), text)));
    });
  }
}

/** 'Open Badge Bronze Beschaffungsstelle – Stadtwerke Görlitz-Süd.json'. */
const credentialFileName = (level: CertificateLevel, organizationName: string) =>
  `${sealFileName(level, organizationName, 'svg')
    .replace(/^Siegel /, 'Open Badge ')
    .replace(/\.svg$/, '')}.json`;

/** The issuer's DID document at the address did:web resolves to (outside the API: its path is the standard's). */
export async function didDocumentRoute(app: App, { issuer }: { issuer: Issuer }) {
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/did+json')
      .header('cache-control', 'public, max-age=300')
      .send(issuer.didDocument),
  );
}
