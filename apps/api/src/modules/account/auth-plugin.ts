import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, type User } from '@cert/domain';
import { forbidden, unauthenticated } from '../../lib/http-error';
import { readAccessToken } from './access-token';
import { createAuthContext, type AuthContext } from './context';
import { loadSessionUser } from './sessions';
import type { AuthSettings } from './settings';
import { toUser } from './users';

/** A route hook: use as `onRequest: app.requireUser` (it runs before the body is parsed). */
type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
    /** 401 unless the request carries a valid access token of a live session; sets request.user. */
    requireUser: AuthHook;
    /** 401 as requireUser, then 403 unless the user has the Admin role. */
    requireAdmin: AuthHook;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin, loaded fresh from the database for this request. */
    user: User | null;
    sessionId: string | null;
  }
}

/**
 * Cookie parsing, the auth context and the per-route auth hooks. No global auth hook: only routes that
 * ask for a user pay for the session lookup.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { settings?: Partial<AuthSettings> }) => {
    await app.register(cookie);
    const auth = createAuthContext(app.config, options.settings);
    app.decorate('authContext', auth);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const requireUser: AuthHook = async (request) => {
      if (request.user) return;
      const claims = readAccessToken(auth.accessKey, request.cookies[auth.cookieNames.access]);
      const now = app.clock.now();
      if (!claims || claims.expiresAt <= now) throw unauthenticated();
      // Revocation, expiry and role changes count from the very next request (SECURITY 10, 11).
      const row = await loadSessionUser(app.db, claims.sessionId, now);
      if (!row) throw unauthenticated();
      request.user = toUser(row);
      request.sessionId = claims.sessionId;
    };
    const requireAdmin: AuthHook = async (request) => {
      await requireUser(request);
      if (!isAdmin(request.user)) throw forbidden();
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth' },
);

/** The signed-in user in a handler behind requireUser / requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}
