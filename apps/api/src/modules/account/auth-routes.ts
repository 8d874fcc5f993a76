import { ErrorCode, errorMessages, safeCallbackUrl } from '@cert/domain';
import { accountContracts as calls } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { secondsUntil } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hitRateLimit, limitPerAddress, refuseOverLimit } from '../../lib/rate-limit';
import { serve } from '../../lib/serve';
import { personKey } from '../../lib/person-key';
import { sha256Hex } from '../../lib/tokens';
import { toUser } from './users';
import { signAccessToken } from './access-token';
import {
  csrfBindingOf,
  endSessionInBrowser,
  sessionIdFromAccessCookie,
  setCsrfCookie,
  setSessionCookies,
  signInBrowserOf,
} from './cookies';
import { issueCsrfToken } from './csrf-token';
import { magicLinkMail, magicLinkUrl } from './magic-link-mail';
import { issueMagicLinkToken, peekMagicLinkToken } from './magic-link';
import { loadSessionUser, revokeSession, rotateRefreshToken, sessionIdOfRefreshToken } from './sessions';
import { signInWithMagicLink } from './sign-in';

export async function authRoutes(app: App) {
  const auth = app.authContext;
  const { settings } = auth;

  const accessTokenFor = (sessionId: string, now: Date, sessionExpiresAt: Date) =>
    signAccessToken(auth.accessKey, {
      sessionId,
      expiresAt: new Date(Math.min(now.getTime() + settings.accessTokenTtlMs, sessionExpiresAt.getTime())),
    });

  serve(app, calls.csrf, {}, async (request, reply) => {
    const token = issueCsrfToken(auth.csrfKey, csrfBindingOf(request, auth));
    setCsrfCookie(reply, auth, token);
    return { token };
  });

  // Per client address before the body is read, so that refused bodies count (docs/security.md 45); an address
  // over its limit does not also use up the e-mail address's budget.
  const perIp = limitPerAddress(
    app.db,
    settings.magicLinkPerIp,
    (request) => `magic-link:ip:${request.ip}`,
    app.clock,
  );
  serve(app, calls.magicLink, { onRequest: perIp }, async (request, reply) => {
    const now = app.clock.now();
    const { email, callbackUrl } = request.body;
    const limited = await hitRateLimit(
      app.db,
      `magic-link:email:${sha256Hex(email)}`,
      settings.magicLinkPerAddress,
      now,
    );
    if (!limited.allowed) refuseOverLimit(reply, limited.resetAt, now);

    const token = await issueMagicLinkToken(app.db, {
      email,
      callbackUrl: safeCallbackUrl(callbackUrl) ?? null,
      requestedBy: sha256Hex(signInBrowserOf(request, reply, auth)),
      now,
    });
    const link = magicLinkUrl(app.config.publicUrl, token);
    try {
      await app.directMailer.send(magicLinkMail(email, link));
      if (app.directMailer.kind === 'outbox') request.log.info(`Anmeldelink für ${email}: ${link}`);
    } catch (err) {
      // Same answer as on success: the caller learns nothing about the address (docs/decisions/004).
      request.log.error({ err }, 'sending the sign-in mail failed');
    }
    return reply.status(204).send();
  });

  /** The address of whoever is signed in in this browser now (access or refresh cookie), else null. */
  const signedInAs = async (request: FastifyRequest, now: Date) => {
    const refreshToken = request.cookies[auth.cookieNames.refresh];
    const sessionId =
      sessionIdFromAccessCookie(request, auth) ??
      (refreshToken ? await sessionIdOfRefreshToken(app.db, refreshToken) : null);
    return sessionId ? ((await loadSessionUser(app.db, sessionId, now))?.email ?? null) : null;
  };

  /**
   * Who the link would sign in, and whether it may do so without asking: only in the browser that asked for it and
   * that is not signed in as someone else. A foreign page that sends a browser to an attacker's link meets the
   * confirmation, and nothing of the present user's is touched before it (docs/security.md 46).
   */
  const pendingSignIn = async (request: FastifyRequest, token: string, now: Date) => {
    const pending = await peekMagicLinkToken(app.db, token, now);
    if (!pending) throw new HttpError(400, ErrorCode.TokenInvalid);
    const browser = request.cookies[auth.cookieNames.signInBrowser];
    const current = await signedInAs(request, now);
    const askedHere = browser !== undefined && pending.requestedBy === sha256Hex(browser);
    return {
      email: pending.email,
      signedInAs: current,
      requestedHere: askedHere,
      silent: askedHere && (current === null || current === pending.email),
    };
  };

  serve(app, calls.verifyPreview, {}, async (request) => {
    const {
      email,
      signedInAs: current,
      requestedHere,
    } = await pendingSignIn(request, request.body.token, app.clock.now());
    return { email, signedInAs: current, requestedHere };
  });

  serve(app, calls.verify, {}, async (request, reply) => {
    const now = app.clock.now();
    if (!request.body.confirm && !(await pendingSignIn(request, request.body.token, now)).silent) {
      throw new HttpError(409, ErrorCode.ConfirmationRequired);
    }
    const signIn = await signInWithMagicLink(app.db, request.body.token, now, {
      adminEmails: app.config.adminEmails,
      settings,
      personKeyOf: (email) => personKey(app.config.sessionSecret, email),
    });
    if (!signIn) throw new HttpError(400, ErrorCode.TokenInvalid);

    // The browser's previous session, if any, is replaced rather than left alive next to the new one.
    const previous = sessionIdFromAccessCookie(request, auth);
    if (previous) await revokeSession(app.db, previous, now, 'replaced-by-sign-in');

    const { session } = signIn;
    const maxAgeSeconds = secondsUntil(session.expiresAt, now);
    setSessionCookies(reply, auth, {
      accessToken: accessTokenFor(session.sessionId, now, session.expiresAt),
      refreshToken: session.refreshToken,
      maxAgeSeconds,
    });
    setCsrfCookie(reply, auth, issueCsrfToken(auth.csrfKey, session.sessionId), maxAgeSeconds);
    return { user: toUser(signIn.user), callbackUrl: signIn.callbackUrl };
  });

  serve(app, calls.refresh, {}, async (request, reply) => {
    const now = app.clock.now();
    const refreshToken = request.cookies[auth.cookieNames.refresh];
    const outcome = refreshToken
      ? await rotateRefreshToken(app.db, refreshToken, now, settings)
      : ({ kind: 'rejected', reason: 'unknown' } as const);
    if (outcome.kind === 'rejected') {
      if (outcome.reason === 'reuse') request.log.warn('refresh-token reuse: session revoked');
      // Without a refresh cookie there is nothing to end: clearing cookies here could log out a sign-in
      // that completed while this request was under way.
      if (refreshToken) endSessionInBrowser(reply, auth);
      return reply.status(401).send({
        status: 401,
        code: ErrorCode.Unauthenticated,
        message: errorMessages[ErrorCode.Unauthenticated],
      });
    }
    setSessionCookies(reply, auth, {
      accessToken: accessTokenFor(outcome.sessionId, now, outcome.sessionExpiresAt),
      // Within the grace the concurrent request already set the newest refresh token; keep it.
      refreshToken: outcome.kind === 'rotated' ? outcome.refreshToken : undefined,
      maxAgeSeconds: secondsUntil(outcome.sessionExpiresAt, now),
    });
    return reply.status(204).send();
  });

  serve(app, calls.logout, {}, async (request, reply) => {
    const now = app.clock.now();
    const refreshToken = request.cookies[auth.cookieNames.refresh];
    const sessionIds = new Set<string>();
    const fromAccess = sessionIdFromAccessCookie(request, auth);
    if (fromAccess) sessionIds.add(fromAccess);
    const fromRefresh = refreshToken ? await sessionIdOfRefreshToken(app.db, refreshToken) : null;
    if (fromRefresh) sessionIds.add(fromRefresh);
    for (const sessionId of sessionIds) await revokeSession(app.db, sessionId, now, 'logout');
    endSessionInBrowser(reply, auth);
    return reply.status(204).send();
  });
}
