import type { RouteOptions } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compiledWriter, responseSerializerCompiler } from '../src/lib/response-serializer';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';

/**
 * The compiled response serializers (src/lib/response-serializer.ts) against fastify-type-provider-zod's: for every
 * response schema of every API route, sample replies of every shape the schema allows (optional fields present and
 * missing, null, unknown fields, strings that need escaping, every enum value) must give the same bytes, and
 * replies of a wrong type the same error.
 */

type Check = { _zod: { def: { check: string; format?: string; pattern?: RegExp } } };
type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Check[];
  format?: string;
  pattern?: RegExp;
};
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const formatOf = (def: Def) =>
  def.format ?? def.checks?.find((check) => check._zod.def.format)?._zod.def.format;
const patternOf = (def: Def) =>
  def.pattern ?? def.checks?.find((check) => check._zod.def.pattern)?._zod.def.pattern;

const STRINGS = ['Zertifikat „öffentlich“ <b>&"\\ \n\t\u0001/', '', 'ä😀€', 'x'.repeat(70)];
/** Candidates for strings with a pattern: those the pattern accepts are used. */
const PATTERNED = ['0123456789', 'ABCDEFGHJK', 'Z7K2M9PQRS', 'abc', 'bronze-office', '2026-11-22', 'de-DE'];
const FORMATTED: Record<string, string[]> = {
  email: ['anna.mueller+test@example.de', 'obrien@example.org'],
  uuid: ['3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', '00000000-0000-4000-8000-000000000000'],
  guid: ['3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'],
  url: ['https://example.de/pfad?a="b"&c=ü', 'http://localhost:3000/'],
  datetime: ['2026-11-22T10:15:00.000Z', '2026-01-01T00:00:00Z'],
  date: ['2026-11-22', '2000-02-29'],
};
const NUMBERS = [42, 0, -1.5, 1234567.125, 1e21, 0.1 + 0.2];
const INTEGERS = [7, 0, 1, -3, 2147483648];

/** Values of the type a schema describes, the likeliest valid first, several per node. */
function samples(schema: $ZodType): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const format = formatOf(def);
      const pattern = patternOf(def);
      if (format && FORMATTED[format]) return FORMATTED[format];
      if (pattern) {
        const matching = [...PATTERNED, ...STRINGS].filter((candidate) => pattern.test(candidate));
        return matching.length > 0 ? matching : STRINGS;
      }
      return STRINGS;
    }
    case 'number':
      return formatOf(def)?.includes('int') ? INTEGERS : NUMBERS;
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'enum':
      return Object.values(def.entries!);
    case 'literal':
      return def.values!;
    case 'any':
    case 'unknown':
      return [{ a: 1, b: [true, null, 'ü'] }, 'frei', 3.5, null];
    case 'readonly':
      return samples(def.innerType!);
    case 'nullable':
      return [...samples(def.innerType!), null];
    case 'optional':
      return [...samples(def.innerType!), undefined];
    case 'array': {
      const items = samples(def.element!);
      return [[items[0]], [], items.slice(0, 3), items];
    }
    case 'object': {
      const fields = Object.entries(def.shape!).map(([key, field]) => [key, samples(field)] as const);
      const variants = Math.min(6, Math.max(1, ...fields.map(([, values]) => values.length)));
      const objects: unknown[] = [];
      for (let variant = 0; variant <= variants; variant += 1) {
        const object: Record<string, unknown> = variant === variants ? { unbekannt: 'geheim' } : {};
        for (const [key, values] of fields) {
          const value = values[variant === 0 ? 0 : (variant + key.length) % values.length];
          // A missing optional field, and one set to undefined: JSON.stringify drops either.
          if (value !== undefined || variant % 2 === 0) object[key] = value;
        }
        objects.push(object);
      }
      return objects;
    }
    default:
      return [];
  }
}

const outcome = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
};

const serializers = (schema: $ZodType, url = '/test') => {
  const routeSchema = { schema, method: 'GET', url, httpStatus: '200' };
  return {
    ours: responseSerializerCompiler(routeSchema),
    zod: zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]),
  };
};

describe('compiled response serializers', () => {
  let t: TestContext;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('write every sample reply of every route as the zod serializer does', () => {
    const schemas = routes.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).map(
        ([status, schema]) => [`${String(route.method)} ${route.url} ${status}`, schema as $ZodType] as const,
      ),
    );
    expect(schemas.length).toBeGreaterThan(80);
    const compiled = schemas.filter(([, schema]) => compiledWriter(schema));
    // Most routes answer with a schema the writer covers; the rest keep zod's serializer.
    expect(compiled.length).toBeGreaterThan(schemas.length / 2);

    const differences: string[] = [];
    let compared = 0;
    for (const [where, schema] of compiled) {
      const { ours, zod } = serializers(schema, where);
      let written = 0;
      for (const sample of samples(schema)) {
        const expected = outcome(zod, sample);
        // Replies zod refuses for a refinement (a format, a length) are not replies a route sends.
        if (expected.startsWith('error: ')) continue;
        written += 1;
        const actual = outcome(ours, sample);
        if (actual !== expected) differences.push(`${where}: ${actual} instead of ${expected}`);
      }
      if (written === 0)
        differences.push(
          `${where}: no sample reply was valid: ${JSON.stringify(
            samples(schema).map((x) =>
              z
                .safeEncode(schema, x)
                .error?.issues.slice(0, 2)
                .map((i) => [i.path.join('.'), i.message]),
            ),
          )}`,
        );
      compared += written;
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(compiled.length * 3);
  });

  it('sends a reply of the wrong type through zod: the same error, or the same bytes', () => {
    const schema = z.object({
      name: z.string(),
      count: z.number().optional(),
      level: z.enum(['gold', 'silver']).nullable(),
      tags: z.array(z.literal('a')),
    });
    expect(compiledWriter(schema)).toBeDefined();
    const { ours, zod } = serializers(schema);
    for (const reply of [
      { name: 1, level: null, tags: [] },
      { name: 'x', count: Number.NaN, level: null, tags: [] },
      { name: 'x', level: 'bronze', tags: [] },
      { name: 'x', level: null, tags: ['b'] },
      { name: 'x', level: null, tags: 'a' },
      { name: 'x', tags: [] },
      null,
      [],
    ]) {
      expect(outcome(ours, reply)).toBe(outcome(zod, reply));
      expect(outcome(ours, reply)).toMatch(/^error: /);
    }
    const valid = { secret: 's', tags: ['a'], level: 'gold', name: 'Ö"\n', count: 2.5 };
    expect(ours(valid)).toBe('{"name":"Ö\\"\\n","count":2.5,"level":"gold","tags":["a"]}');
    expect(ours(valid)).toBe(zod(valid));
  });

  it('keeps the zod serializer for schemas it cannot write alike', () => {
    for (const schema of [
      z.object({ at: z.date() }),
      z.object({ n: z.number().default(1) }),
      z.object({ s: z.string().transform((value) => value.trim()) }),
      z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
      z.record(z.string(), z.number()),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
    ]) {
      expect(compiledWriter(schema)).toBeUndefined();
    }
  });
});
