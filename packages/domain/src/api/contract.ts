import type { z } from 'zod';
import type { ApiTag } from './api-document';
import { API_BASE } from '../constants';

/**
 * One description per endpoint (docs/decisions/048-endpoint-contracts.md): method, path, inputs, responses. The API
 * registers its routes from these (validation, serialisation and the OpenAPI document come from the same schemas),
 * the web app calls through them; neither writes a path or a response type by hand.
 *
 * Paths are below API_BASE, in Fastify's `:param` form. The API mounts every contract under API_BASE, the client
 * prefixes it: nothing strips or adds `/api` anywhere else. Free of zod at run time (types only), so that the web
 * app's client can import it without the schemas.
 */
export { API_BASE };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Contract = {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * The operation's name in the OpenAPI document, which client generators name their functions after: unique, in
   * lower camel case, a verb first (`saveQuestionnaireDraft`), and stable: renaming one breaks generated clients.
   */
  readonly operationId: string;
  /** One line: what the call does. */
  readonly summary: string;
  /** For an integrator: who may call it, what it changes, what it answers and when it refuses (docs/api.md). */
  readonly description: string;
  readonly tags: readonly ApiTag[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the call reads (lower-case names, as Fastify hands them over). */
  readonly headers?: z.ZodType;
  /** Every status the call answers, success and refusals, with its body. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** The top-level message of a 400 when the body fails its schema (else the code's default message). */
  readonly invalidMessage?: string;
};

/** A kebab-case key (`procurement-office`) as part of an operationId (`ProcurementOffice`). */
export const operationPart = (key: string) =>
  key
    .split('-')
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}`)
    .join('');

/** Declares a contract; the literal types of path and schemas are kept for the client and the server. */
export const contract = <const C extends Contract>(definition: C): C => definition;

type SchemaAt<C, K extends keyof Contract> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What the caller sends: the schemas' input types. */
export type ParamsIn<C extends Contract> = z.input<SchemaAt<C, 'params'>>;
export type QueryIn<C extends Contract> = z.input<SchemaAt<C, 'query'>>;
export type BodyIn<C extends Contract> = z.input<SchemaAt<C, 'body'>>;
export type HeadersIn<C extends Contract> = z.input<SchemaAt<C, 'headers'>>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The body of the call's success, as the server sends it and the client receives it (both sides typed alike). */
export type ResponseOf<C extends Contract> = z.output<
  C['responses'][Extract<keyof C['responses'], SuccessStatus>]
>;

/**
 * A part of the call's input: absent when the contract has no schema for it; optional when nothing in it is required
 * (a query, a header); else required. A body is always sent when the contract has one.
 */
type Part<C extends Contract, K extends keyof Contract, V> = C extends { readonly [P in K]: z.ZodType }
  ? K extends 'body'
    ? { [P in K]: V }
    : Record<string, never> extends V
      ? { [P in K]?: V }
      : { [P in K]: V }
  : { [P in K]?: never };

/** The input of a call: exactly the parts its contract names. */
export type CallInput<C extends Contract> = Part<C, 'params', ParamsIn<C>> &
  Part<C, 'query', QueryIn<C>> &
  Part<C, 'body', BodyIn<C>> &
  Part<C, 'headers', HeadersIn<C>>;

/**
 * Contracts built per key on first use and kept: every caller, the server's check included, gets the same objects.
 * @internal
 */
export function builtOnce<K, T>(build: (key: K) => T): (key: K) => T {
  const built = new Map<K, T>();
  return (key) => {
    if (!built.has(key)) built.set(key, build(key));
    return built.get(key)!;
  };
}

/** The path with its `:params` filled in, encoded (below API_BASE). */
export function pathOf(definition: Contract, params: Record<string, unknown> | undefined): string {
  return definition.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${definition.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call ('' for none), keys as given; a value not given or empty is no parameter. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
