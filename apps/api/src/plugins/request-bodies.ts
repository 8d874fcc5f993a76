import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@cert/domain';
import { HttpError } from '../lib/http-error';

/**
 * The size of a JSON body every route accepts unless it says otherwise: the forms' texts are at most a few thousand
 * characters. The documents and the seal check name larger limits of their own (docs/security.md 45).
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The deepest nesting of objects and arrays a JSON body may have: our deepest body (a questionnaire's list of
 * assessed entries) is six levels. JSON.parse builds millions of nested arrays from a body of brackets for seconds
 * on the only thread; counted first, such a body is refused in a pass over its characters (docs/security.md 45).
 */
const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth--;
  }
  return false;
}

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
