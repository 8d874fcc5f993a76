import type {
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../app-type';
import type { Contract, ResponseOf } from '@cert/domain/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route serves (lib/serve.ts); the errors plugin reads its 400 message from it. */
    contract?: Contract;
  }
}

/** A contract's schemas in the places Fastify's type provider reads them: requests and every answer typed. */
type SchemaOf<C extends Contract> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  headers: C['headers'];
  response: C['responses'];
};

/** What a route adds to its contract: who may call it (hooks), how large its body may be, its own config. */
type RouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'bodyLimit' | 'config' | 'attachValidation'
>;

type FastifyHandler<C extends Contract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<C>,
  ZodTypeProvider
>;

/**
 * A route's handler, typed by its contract through the zod type provider: the request's parts as their schemas
 * parse them; `reply.code(status).send(body)` only with a status and a body the contract lists, and a returned body
 * only as its success answer.
 */
type Handler<C extends Contract> = (
  request: Parameters<FastifyHandler<C>>[0],
  reply: Parameters<FastifyHandler<C>>[1],
) => Promise<ResponseOf<C> | Pick<FastifyReply, 'sent' | 'statusCode'>>;

/**
 * Registers the route of a contract (docs/decisions/048-endpoint-contracts.md): method, path and every schema come
 * from it, so what is validated, serialised and documented in the OpenAPI document is what the web app's client is
 * typed from. Call it inside the API's scope (registered under API_BASE, without a further prefix).
 */
export function serve<C extends Contract>(app: App, served: C, options: RouteOptions, handler: Handler<C>) {
  app.route({
    method: served.method,
    url: served.path,
    ...options,
    config: { ...options.config, contract: served },
    schema: {
      operationId: served.operationId,
      tags: [...served.tags],
      summary: served.summary,
      description: served.description,
      ...(served.params ? { params: served.params } : {}),
      ...(served.query ? { querystring: served.query } : {}),
      ...(served.body ? { body: served.body } : {}),
      ...(served.headers ? { headers: served.headers } : {}),
      response: served.responses,
    },
    // The request's parts are typed by the contract's schemas, which are the ones validating them above.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
