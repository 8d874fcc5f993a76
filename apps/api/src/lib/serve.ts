import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app-type';
import type { Contract, ResponseOf } from '@cert/domain/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route serves (lib/serve.ts); the errors plugin reads its 400 message from it. */
    contract?: Contract;
  }
}

type Out<C, K extends keyof Contract> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The request of a contract's route: params, query, body and headers as its schemas parsed them. */
type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: Out<C, 'params'>;
  Querystring: Out<C, 'query'>;
  Body: Out<C, 'body'>;
  Headers: Out<C, 'headers'>;
}>;

/** What a route adds to its contract: who may call it (hooks), how large its body may be, its own config. */
type RouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'bodyLimit' | 'config' | 'attachValidation'
>;

type Handler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply>;

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
