import { sql } from 'drizzle-orm';
import { ErrorCode, listQueryMessages } from '@cert/domain';
import type { Database } from '../db/client';
import { HttpError } from './http-error';

/**
 * SQLSTATEs with which PostgreSQL refuses a pattern the domain's parser let through: invalid regular expression
 * (2201B, e.g. `\p{L}`, valid in JavaScript only), a character the database cannot hold (22021, NUL), and a
 * pattern too complex to compile (54000, 54001).
 */
const PATTERN_REFUSED = new Set(['2201B', '22021', '22P05', '54000', '54001']);

/**
 * The SQLSTATE of a database error, also when drizzle wraps the driver's error in its own (cause chain).
 * @internal
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isPatternRefused(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && PATTERN_REFUSED.has(code);
}

/**
 * After a list query failed on a pattern: find which of the regex filters the database refuses, by compiling
 * each on its own, and answer 400 at that query parameter (the same shape as the parser's refusals).
 */
export async function patternRefusedError(
  db: Database,
  patterns: Partial<Record<string, string>>,
): Promise<HttpError> {
  const fields = [];
  for (const [key, pattern] of Object.entries(patterns)) {
    if (pattern === undefined) continue;
    try {
      await db.execute(sql`select '' ~* ${pattern}`);
    } catch (error) {
      if (!isPatternRefused(error)) throw error;
      fields.push({
        path: `querystring.filter.${key}._regex_`,
        code: 'custom',
        message: listQueryMessages.regexInvalid,
      });
    }
  }
  return new HttpError(400, ErrorCode.ValidationFailed, undefined, fields);
}
