import { z } from 'zod';

/**
 * Free text from users, one rule for every text field of every write (docs/security.md 34):
 * - refused with a field error: NUL and unpaired surrogates, which PostgreSQL cannot store (a 500 otherwise);
 * - removed: bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which reorder what
 *   others read (a name shown backwards on the public certificate check, a link that looks like another), and
 *   the other control characters; one-line texts turn line breaks and tabs into spaces, multi-line texts keep them
 *   (a Windows line break becomes a plain one).
 */

export const textMessages = {
  invalidCharacter: 'Diese Eingabe enthält ein ungültiges Zeichen.',
} as const;

/** The field error code of a refused character; zod's own issue code is `custom`, with this in its params. */
export const INVALID_CHARACTER = 'invalid_character';

/** The field error code of a zod issue: a refinement's own code where it names one (`params.code`), else zod's. */
export function issueCode(issue: { code: string; params?: unknown }): string {
  const own = (issue.params as { code?: unknown } | undefined)?.code;
  return issue.code === 'custom' && typeof own === 'string' ? own : issue.code;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI_CONTROL = /\p{Bidi_Control}/gu;
// C0 except tab and line feed, DEL and C1; carriage returns are handled with the line breaks.
// eslint-disable-next-line no-control-regex -- control characters are what is removed here
const OTHER_CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
const LINE_SEPARATORS = /\r\n?|\u0085|\u2028|\u2029/g;

/** Whether the database can store the text: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The text without what reorders or hides it (see above); `multiline` keeps line breaks and tabs. */
export function cleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const cleaned = value.replace(BIDI_CONTROL, '').replace(LINE_SEPARATORS, '\n').replace(OTHER_CONTROL, '');
  return multiline ? cleaned : cleaned.replace(/[\t\n]/g, ' ');
}

type TextOptions = {
  /** Keeps line breaks and tabs (comments, long answers); otherwise they become spaces. */
  multiline?: boolean;
  /** Default true; answers of a questionnaire keep their spaces while they are being typed. */
  trim?: boolean;
  /** The message when the value is not a string at all (a required field's own message). */
  error?: string | (() => string);
};

/**
 * The schema of a user's free text: refused when unstorable (`invalid_character`, no other check runs), cleaned,
 * trimmed. Chain `.min()`, `.max()` and `.regex()` with their own messages; they see the cleaned text.
 */
export function textSchema({ multiline = false, trim = true, error }: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isStorableText, {
      error: textMessages.invalidCharacter,
      params: { code: INVALID_CHARACTER },
      abort: true,
    })
    .overwrite((value) => {
      const cleaned = cleanText(value, { multiline });
      return trim ? cleaned.trim() : cleaned;
    });
}

/**
 * A web address as people type it: "www.beispiel.de" or "beispiel.de/seite" gets "https://" in front; anything
 * with a scheme, with spaces or without a dot stays as it is (and is then checked as it is).
 */
export function withWebScheme(text: string): string {
  const trimmed = text.trim();
  if (
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ||
    /\s/.test(trimmed) ||
    !/^[^/]+\.[a-z]{2,}(?:[/:?#]|$)/i.test(trimmed)
  )
    return trimmed;
  return `https://${trimmed}`;
}

/**
 * A web address (http or https) of at most `max` characters, checked once cleaned as any text; typed without a
 * scheme ("www.beispiel.de") it gets "https://", as the organisation's website and a questionnaire's address do.
 */
export function webAddressSchema({ max }: { max: number }) {
  return textSchema()
    .overwrite(withWebScheme)
    .max(max)
    .pipe(z.url({ protocol: /^https?$/ }));
}
