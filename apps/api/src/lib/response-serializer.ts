import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Response serializers compiled once per route schema (docs/decisions/025-pdf-fonts-and-request-path.md, part 2).
 * fastify-type-provider-zod's serializer encodes every reply with zod and then calls JSON.stringify; for the schemas
 * most routes answer with (objects, arrays, strings, numbers, booleans, enums, literals, nullable and optional
 * values) a writer built from the schema gives the same bytes: the keys of the schema in its order, unknown keys
 * dropped, each value as JSON.stringify writes it. A value of another type than the schema says, outside its enum
 * or literal, or a required field that is missing sends the whole reply through zod's serializer, which answers it
 * as before (or fails the reply as before). Schemas with anything else (transforms, codecs, defaults, dates,
 * unions, records, strict or loose objects) keep zod's serializer. What the writer does not check are refinements:
 * string formats and lengths, number ranges, custom checks.
 */

/** A value the writer cannot vouch for: the reply goes through zod instead. */
class NotWritable extends Error {}
const notWritable = new NotWritable();

type Writer = (value: unknown) => string;

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

const primitive =
  (type: 'string' | 'number' | 'boolean'): Writer =>
  (value) => {
    if (typeof value !== type || (type === 'number' && !Number.isFinite(value))) throw notWritable;
    return JSON.stringify(value);
  };

const oneOf = (allowed: readonly unknown[]): Writer => {
  const values = new Set(allowed);
  const texts = new Map(allowed.map((value) => [value, JSON.stringify(value)]));
  return (value) => {
    if (!values.has(value)) throw notWritable;
    return texts.get(value)!;
  };
};

function objectWriter(shape: Record<string, $ZodType>): Writer | undefined {
  const fields: Array<{ key: string; prefix: string; write: Writer; mayBeMissing: boolean }> = [];
  for (const [key, field] of Object.entries(shape)) {
    const { type, innerType } = defOf(field);
    const write = writerFor(type === 'optional' ? innerType! : field);
    if (!write) return undefined;
    // What zod accepts as undefined, JSON.stringify leaves out; a required field that is missing goes to zod.
    const mayBeMissing = type === 'optional' || type === 'any' || type === 'unknown';
    fields.push({ key, prefix: `${JSON.stringify(key)}:`, write, mayBeMissing });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw notWritable;
    const record = value as Record<string, unknown>;
    let text = '{';
    for (const { key, prefix, write, mayBeMissing } of fields) {
      const fieldValue = record[key];
      if (fieldValue === undefined) {
        if (mayBeMissing) continue;
        throw notWritable;
      }
      text += (text.length === 1 ? '' : ',') + prefix + write(fieldValue);
    }
    return `${text}}`;
  };
}

function writerFor(schema: $ZodType): Writer | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return primitive(def.type);
    case 'null':
      return oneOf([null]);
    case 'enum':
      return oneOf(Object.values(def.entries!));
    case 'literal':
      return oneOf(def.values!);
    case 'any':
    case 'unknown':
      return (value) => {
        const text = JSON.stringify(value) as string | undefined;
        if (text === undefined) throw notWritable;
        return text;
      };
    case 'readonly':
      return writerFor(def.innerType!);
    case 'nullable': {
      const write = writerFor(def.innerType!);
      return write && ((value) => (value === null ? 'null' : write(value)));
    }
    case 'array': {
      const write = writerFor(def.element!);
      return (
        write &&
        ((value) => {
          if (!Array.isArray(value)) throw notWritable;
          let text = '[';
          for (let index = 0; index < value.length; index += 1) {
            text += (index === 0 ? '' : ',') + write(value[index]);
          }
          return `${text}]`;
        })
      );
    }
    case 'object':
      return def.catchall === undefined ? objectWriter(def.shape!) : undefined;
    default:
      return undefined;
  }
}

/** The writer of a response schema, or undefined when only zod's serializer gives the same bytes. */
export function compiledWriter(schema: unknown): Writer | undefined {
  return schema instanceof $ZodType ? writerFor(schema) : undefined;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const write = compiledWriter(routeSchema.schema);
  const zodSerializer = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  if (!write) return zodSerializer;
  return (data) => {
    try {
      return write(data);
    } catch (error) {
      if (error !== notWritable) throw error;
      return zodSerializer(data);
    }
  };
};
