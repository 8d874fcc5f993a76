import { CSRF_HEADER, ErrorCode } from '@cert/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import { safeEqual } from '../../lib/tokens';
import { csrfBindingOf } from './cookies';
import { isCsrfTokenValidFor } from './csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfInvalid = () => new HttpError(403, ErrorCode.CsrfInvalid);

/**
 * Signed double-submit check on every unsafe request in the scope it is registered in (SECURITY 13, 14;
 * docs/decisions/003). Safe methods return at once, so reads pay one Set lookup.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    const auth = app.authContext;
    const passes = (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return true;
      if (request.headers['sec-fetch-site'] === 'cross-site') return false;
      const header = request.headers[CSRF_HEADER];
      const cookie = request.cookies[auth.cookieNames.csrf];
      if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) return false;
      return isCsrfTokenValidFor(auth.csrfKey, csrfBindingOf(request, auth), header);
    };
    // A callback hook, not an async one: no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      done(passes(request) ? undefined : csrfInvalid());
    });
  },
  { name: 'csrf', dependencies: ['auth'] },
);
