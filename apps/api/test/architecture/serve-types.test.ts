// A route's handler is typed by its contract (lib/serve.ts): the request's parts as parsed, and only the statuses
// and bodies the contract lists. The marked lines are compile errors (`npm run typecheck` fails without the marks);
// the route itself runs, so the test also shows the typing matches what is sent.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@cert/domain';
import { contract } from '@cert/domain/contracts';
import { serve } from '../../src/lib/serve';

const createThing = contract({
  method: 'POST',
  path: '/things',
  operationId: 'createThing',
  summary: 'A call for this test only',
  description: 'Creates a thing.',
  tags: ['config'],
  body: z.strictObject({ name: z.string() }),
  responses: { 201: z.strictObject({ id: z.string(), name: z.string() }), 400: apiErrorSchema },
});

describe('serve', () => {
  it("types a handler's request and answers by its contract", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    serve(app, createThing, {}, async (request, reply) => {
      const name: string = request.body.name;
      return reply.code(201).send({ id: 'thing-1', name });
    });
    // Never registered: each mistake below is a compile error.
    const mistakes = [
      () =>
        serve(app, createThing, {}, async (request, reply) => {
          // @ts-expect-error -- a key the body does not have
          return reply.code(201).send({ id: '1', name: request.body.colour });
        }),
      () =>
        serve(app, createThing, {}, async (request, reply) =>
          // @ts-expect-error -- a status the contract does not list
          reply.code(202).send({ id: '1', name: request.body.name }),
        ),
      () =>
        serve(app, createThing, {}, async (request, reply) =>
          // @ts-expect-error -- a 201 of the wrong shape
          reply.code(201).send({ id: 1, name: request.body.name }),
        ),
      () =>
        // @ts-expect-error -- a returned body of the wrong shape
        serve(app, createThing, {}, async () => ({ id: 1 })),
    ];
    expect(mistakes).toHaveLength(4);
    const answer = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Tisch' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ id: 'thing-1', name: 'Tisch' });
    await app.close();
  });
});
