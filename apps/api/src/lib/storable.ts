import type { FieldError } from '@cert/domain';

// NUL and unpaired surrogates pass JSON and zod but not PostgreSQL's jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A field error (code `invalid_character`, the given message) at each text in `value`, through arrays and
 * objects, that the database cannot store; paths below `path`, joined with dots.
 */
export function unstorableTexts(value: unknown, path: string[], message: string): FieldError[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value)
      ? [{ path: path.join('.'), code: 'invalid_character', message }]
      : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => unstorableTexts(entry, [...path, String(index)], message));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) => unstorableTexts(entry, [...path, key], message));
  }
  return [];
}
