import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@cert/domain';
import { HttpError } from '../lib/http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../lib/json-depth';

/**
 * The size of a JSON body every route accepts unless it says otherwise: the forms' texts are at most a few thousand
 * characters. The documents and the seal check name larger limits of their own (docs/security.md 45).
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const tooDeep = () =>
  new HttpError(400, ErrorCode.ValidationFailed, 'Die Anfrage ist zu tief verschachtelt.', [
    { path: '', code: 'too_deep', message: 'Die Anfrage ist zu tief verschachtelt.' },
  ]);

/**
 * JSON bodies: Fastify's own parser (with its protection against prototype poisoning), after the nesting is
 * counted. Registered on the root, so that every scope inherits it.
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
});
