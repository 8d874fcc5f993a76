import { caseStudyMessages, ErrorCode, type FieldError } from '@cert/domain';
import { HttpError } from '../../lib/http-error';

// NUL and unpaired surrogates pass JSON and zod but not PostgreSQL's jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** 400 at each text of the content the database cannot store, instead of the database's 500. */
export function requireStorableContent(content: Record<string, unknown>): void {
  const fields: FieldError[] = Object.entries(content)
    .filter(
      ([, value]) => typeof value === 'string' && (value.includes('\u0000') || LONE_SURROGATE.test(value)),
    )
    .map(([key]) => ({
      path: `content.${key}`,
      code: 'invalid_character',
      message: caseStudyMessages.invalidCharacter,
    }));
  if (fields.length) throw new HttpError(400, ErrorCode.ValidationFailed, undefined, fields);
}
