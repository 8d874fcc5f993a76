/**
 * The deepest nesting of objects and arrays a JSON body may have: our deepest body (a questionnaire's list of
 * assessed entries) is six levels. JSON.parse builds millions of nested arrays from a body of brackets for seconds
 * on the only thread; counted first, such a body is refused in a pass over its characters (docs/security.md 45).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth--;
  }
  return false;
}
