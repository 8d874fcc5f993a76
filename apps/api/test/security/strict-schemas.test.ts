import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';

/**
 * docs/security.md 19: every body, query and path parameter of the API is read through a zod schema that refuses
 * unknown fields (mass assignment), walked over the routes Fastify registered, so a new route is checked too.
 */

type Part = 'body' | 'querystring' | 'params';
const parts: Part[] = ['body', 'querystring', 'params'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Unsafe routes that take no JSON body at all (whatever is sent is not read), with the reason. */
const withoutBody: Array<[RegExp, string]> = [
  [/^DELETE /, 'the path names what is deleted'],
  [/^POST \/api\/auth\/(refresh|logout)$/, 'reads only its cookie'],
  [/^PUT \/api\/user\/invitations\/:invitationId\/(accept|decline)$/, 'the path names the invitation'],
  [/^POST \/api\/admin\/export\/journeys\//, 'an export takes no payload'],
  [/^POST \/api\/admin\/mails\/:id\/resend$/, 'sending a mail again takes no payload'],
  [
    /^POST \/api\/workshop\/procurement\/report$/,
    'multipart upload, checked by its own parser (docs/security.md 23)',
  ],
  [
    /^POST \/api\/credentials\/verify\/seal$/,
    'an image as its bytes, read by its own parser (docs/security.md 45)',
  ],
];

type ZodDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Where an object schema would accept (strip or keep) fields it does not name. */
function looseObjects(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const inner = (next: unknown, where = at) => looseObjects(next, where, seen);
  switch (def.type) {
    case 'object': {
      const catchall = defOf(def.catchall);
      const own = catchall?.type === 'never' ? [] : [at || '(top level)'];
      const shape = def.shape as Record<string, unknown>;
      return [
        ...own,
        ...Object.entries(shape).flatMap(([key, value]) => inner(value, at ? `${at}.${key}` : key)),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'array':
      return inner(def.element, `${at}[]`);
    case 'record':
      return inner(def.valueType, `${at}{}`);
    default:
      return [];
  }
}

describe('strict input schemas on every API route (docs/security.md 19)', () => {
  let t: TestContext;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route) => {
          if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) routes.push(route);
        },
      },
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const keyOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
  const schemaOf = (route: RouteOptions, part: Part) =>
    (route.schema as Record<Part, unknown> | undefined)?.[part];

  it('collected the API routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map(keyOf)).toContain('PUT /api/user/me');
  });

  it('reads every body, query and path parameter through a zod schema that refuses unknown fields', () => {
    const problems = routes.flatMap((route) =>
      parts.flatMap((part) => {
        const schema = schemaOf(route, part);
        if (schema === undefined) return [];
        if (!(schema instanceof z.ZodType)) return [`${keyOf(route)} ${part}: not a zod schema`];
        return looseObjects(schema, '').map(
          (where) => `${keyOf(route)} ${part}: ${where} accepts unknown fields`,
        );
      }),
    );
    expect(problems).toEqual([]);
  });

  it('would notice a loose object at the top, nested, in a list, a union or behind a pipe', () => {
    expect(looseObjects(z.object({ a: z.string() }), '')).toEqual(['(top level)']);
    expect(looseObjects(z.strictObject({ a: z.strictObject({}), b: z.object({}).optional() }), '')).toEqual([
      'b',
    ]);
    expect(looseObjects(z.strictObject({ list: z.array(z.object({})) }), '')).toEqual(['list[]']);
    expect(looseObjects(z.union([z.strictObject({}), z.object({})]).nullish(), '')).toEqual(['(top level)']);
    expect(looseObjects(z.string().pipe(z.string()), '')).toEqual([]);
    expect(
      looseObjects(
        z.strictObject({ a: z.string() }).transform((value) => value),
        '',
      ),
    ).toEqual([]);
  });

  it('has a params schema wherever the path has a parameter', () => {
    const missing = routes
      .filter((route) => route.url.includes(':') && schemaOf(route, 'params') === undefined)
      .map(keyOf);
    expect(missing).toEqual([]);
  });

  it('has a body schema on every unsafe route that takes a body', () => {
    const unsafe = routes.filter((route) => UNSAFE.has(String(route.method)));
    const missing = unsafe
      .filter((route) => schemaOf(route, 'body') === undefined)
      .map(keyOf)
      .filter((key) => !withoutBody.some(([pattern]) => pattern.test(key)));
    expect(missing).toEqual([]);
    for (const [pattern, reason] of withoutBody) {
      expect(
        unsafe.map(keyOf).some((key) => pattern.test(key)),
        `stale exception: ${reason}`,
      ).toBe(true);
    }
  });

  it('refuses an unknown field with 400 and names it, instead of dropping it', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const res = await browser.post('/api/auth/magic-link', { email: 'feld@amt.example', roles: ['Admin'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'roles' }] });
  });
});
