import type { z } from 'zod';
import { VIEW_URL_KEY } from './list-view';

/**
 * Reads a list query from the URL with the API's own schema. Keys that are not valid (a hand-edited address)
 * are dropped rather than sent: the API would answer 400 for them.
 */
export function listQueryOfUrl<Schema extends z.ZodType>(
  schema: Schema,
  params: URLSearchParams,
): z.output<Schema> {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (key !== VIEW_URL_KEY) raw[key] = value;
  let result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      // An unknown key is reported once for the object, with the keys listed.
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys) delete raw[key];
      else delete raw[String(issue.path[0])];
    }
    result = schema.safeParse(raw);
  }
  return result.success ? result.data : schema.parse({});
}
