import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, errorMessages, issueCode, type ApiError, type FieldError } from '@cert/domain';
import { HttpError } from '../lib/http-error';

function send(
  status: number,
  code: ErrorCode,
  message = errorMessages[code],
  fields?: FieldError[],
): ApiError {
  return fields ? { status, code, message, fields } : { status, code, message };
}

/**
 * Field paths are relative to the request body ("organization.name"); query and path parameters are
 * prefixed with their source ("query.page"). An unknown key gives one entry per key.
 */
function uniqueFields(fields: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    const key = `${field.path}\u0000${field.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function validationFields(
  context: string | undefined,
  issue: { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> },
): FieldError[] {
  const prefix = context && context !== 'body' ? [context] : [];
  const at = [...prefix, ...issue.instancePath.split('/').filter(Boolean)];
  const message = issue.message ?? errorMessages.VALIDATION_FAILED;
  const keys = issue.params?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    return keys.map((key) => ({ path: [...at, String(key)].join('.'), code: issue.keyword, message }));
  }
  // fastify-type-provider-zod passes the rest of zod's issue as params, a refinement's own params included.
  return [
    { path: at.join('.'), code: issueCode({ code: issue.keyword, params: issue.params?.params }), message },
  ];
}

/** The most of a refused body, by its Content-Length, that the server still reads to keep the connection. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

/** A body refused by its size, its syntax or its nesting, whose framing (length or chunks) still holds. */
const REFUSED_BODIES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/**
 * Fastify closes the connection after refusing a body (Connection: close). A client still sending then writes into
 * a closed socket and never reads the answer: Node's fetch fails with EPIPE on a 413. Kept open, Node's server reads
 * and discards the rest of the body after the answer (as after any answer sent before the body was read), and the
 * client reads the answer at once. Reading costs no parsing; the body's framing says where it ends
 * (docs/security.md 45).
 */
function keepsConnection(error: FastifyError, request: FastifyRequest): boolean {
  // A body announced far beyond any route's limit is not read to its end: the connection closes as before.
  if (Number(request.headers['content-length']) > MAX_DISCARDED_BYTES) return false;
  return (
    error instanceof HttpError || REFUSED_BODIES.has(error.code) || hasZodFastifySchemaValidationErrors(error)
  );
}

/** One error shape for every failure; 5xx details are logged, never sent. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (keepsConnection(error, request)) reply.removeHeader('connection');
    // A stream that failed before its first byte left may already carry the compression's
    // Content-Encoding; the error body is a new payload, and the compression hook decides anew.
    reply.removeHeader('content-encoding');
    if (error instanceof HttpError) {
      return reply.status(error.status).send(send(error.status, error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A rule of the draft and the same rule of the submit can find one fault twice: it is said once.
      const fields = uniqueFields(
        error.validation.flatMap((issue) => validationFields(error.validationContext, issue)),
      );
      // A body that fails its contract may have its own top-level message (a submit: "fill in every field").
      const message =
        error.validationContext === 'body' ? request.routeOptions.config.contract?.invalidMessage : undefined;
      return reply.status(400).send(send(400, ErrorCode.ValidationFailed, message, fields));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(send(415, ErrorCode.UnsupportedMediaType));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.status(413).send(send(413, ErrorCode.PayloadTooLarge));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(send(400, ErrorCode.ValidationFailed));
    }
    if (error.statusCode === 429) return reply.status(429).send(send(429, ErrorCode.RateLimited));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(send(error.statusCode, ErrorCode.ValidationFailed));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(send(500, ErrorCode.Internal));
  });
});
