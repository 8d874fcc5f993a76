/** What a spreadsheet may read as the start of a formula (docs/security.md 22; OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that no spreadsheet evaluates: text beginning with `=`, `+`, `-`, `@`, tab or carriage return gets
 * a leading apostrophe, so that `=HYPERLINK(…)` is shown as the text it is.
 */
export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
