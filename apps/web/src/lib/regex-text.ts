import { REGEX_FILTER_MAX_LENGTH } from '@cert/domain';

/**
 * Makes a user's plain text a regular expression that matches exactly that text, valid in JavaScript's `u` mode
 * (the API's syntax check) and in PostgreSQL. A backslash becomes `[\\]`, not `\\`: the API refuses `\1`-like
 * sequences as back-references.
 */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => (char === '\\' ? '[\\\\]' : `\\${char}`));
}

/** The inverse of escapeRegex: the text to show in the search field for a pattern from the URL. */
export function unescapeRegex(pattern: string): string {
  return pattern.replace(/\[\\\\\]|\\(.)/g, (_match, char: string | undefined) => char ?? '\\');
}

/** The longest search text: escaped, every character may double, and the API takes REGEX_FILTER_MAX_LENGTH. */
export const SEARCH_MAX_LENGTH = REGEX_FILTER_MAX_LENGTH / 2;
