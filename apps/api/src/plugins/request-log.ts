import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';

/** Where the pino logger writes its JSON lines (stdout unless given; tests collect them). */
export type LogStream = { write(line: string): void };

const REQUEST_ID_HEADER = 'x-request-id';

/** What a reverse proxy's id may look like (nginx's $request_id is 32 hex digits). */
const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Keeps the id a reverse proxy set, so its access log and ours share one id; anything else (missing, too long,
 * spaces, line breaks, several headers joined) is replaced, so a client cannot forge lines into the log.
 */
function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The route label of logs and metrics: the pattern as registered, never the raw URL (no ids, no query). A 404
 * from a wildcard (the SPA's `/*` answers unknown /api and /assets paths) counts as unmatched too.
 */
export function routeLabel(request: FastifyRequest, statusCode?: number): string {
  const route = request.is404 ? undefined : request.routeOptions.url;
  if (route === undefined || (statusCode === 404 && route.endsWith('*'))) return 'unmatched';
  return route;
}

const emailAddress = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Bearer tokens, hashes and MACs: long unbroken runs of base64url or hex. */
const tokenLike = /[A-Za-z0-9_-]{32,}/g;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** drizzle's DrizzleQueryError appends the bound parameters (addresses, token hashes, answers) to its message. */
const queryParams = /\nparams: .*/g;

/** Removes what may be personal data or a secret from free text bound for the log. */
function redact(text: string): string {
  return text
    .replace(queryParams, '\nparams: [redacted]')
    .replace(emailAddress, '[email]')
    .replace(tokenLike, (run) => (uuid.test(run) ? run : '[redacted]'));
}

/** Path without the query string, for wildcard and unmatched routes whose pattern says little. */
function safePath(url: string): string {
  return redact(url.split('?')[0] ?? '').slice(0, 200);
}

type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/**
 * Errors keep their type, message, code and stack; every other property (a failed query's `params`, a
 * PostgreSQL `detail` naming the duplicate address, a mailer's rejected recipients, a request body) is dropped.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: redact(error.message),
    stack: redact(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

const isFastifyRequest = (value: unknown): value is FastifyRequest =>
  typeof value === 'object' && value !== null && 'routeOptions' in value;

/**
 * pino serializers for every `req`, `res` and `err` anyone logs (Fastify, plugins, our code): no address, host,
 * port, user agent, cookies, query string or body ever reach a line.
 */
const logSerializers = {
  req(request: unknown) {
    if (!isFastifyRequest(request)) {
      const raw = request as Partial<IncomingMessage>;
      return { method: raw.method, path: safePath(raw.url ?? '') };
    }
    return { method: request.method, route: routeLabel(request) };
  },
  res(reply: { statusCode?: number }) {
    return { statusCode: reply.statusCode };
  },
  err: serializeError,
};

/**
 * One line per completed request instead of Fastify's "incoming request" / "request completed" pair: method,
 * route pattern, status and time, plus the path for wildcard and unmatched routes. The request id comes with
 * the request's child logger as `reqId`.
 */
class RequestLogController extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const route = routeLabel(request, reply.statusCode);
    const line = {
      method: request.method,
      route,
      ...(route === 'unmatched' || route.endsWith('*') ? { path: safePath(request.url) } : {}),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed after the response started');
    else reply.log.info(line, 'request completed');
  }
}

const loggedError = (value: unknown): Error | undefined => {
  if (value instanceof Error) return value;
  const err = typeof value === 'object' && value !== null ? (value as { err?: unknown }).err : undefined;
  return err instanceof Error ? err : undefined;
};

/**
 * pino takes an error's message as the line's message when none is given, and Fastify passes it explicitly:
 * that copy is redacted like the serialized one.
 */
function redactErrorMessage(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const error = loggedError(args[0]);
  if (error && (args.length === 1 || args[1] === error.message)) {
    method.apply(this, [args[0], redact(error.message), ...args.slice(2)]);
    return;
  }
  method.apply(this, args);
}

/** The Fastify options that make request ids and the log lines above. */
export function loggingOptions(
  logLevel: string,
  enabled: boolean,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    // No hostname in every line (pino's default): instances differ by pid, the log shipper adds the host.
    logger: enabled
      ? {
          level: logLevel,
          base: { pid: process.pid },
          serializers: logSerializers,
          hooks: { logMethod: redactErrorMessage },
          ...(stream ? { stream } : {}),
        }
      : false,
    genReqId: requestIdFor,
    logController: new RequestLogController(),
  };
}

/** Answers the request id on every response, so a user can quote it and support can find the log lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
