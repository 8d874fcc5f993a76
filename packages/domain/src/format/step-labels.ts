/** Marker in step labels that stands for a non-breaking space in the source wording. */
const NBSP_MARKER = '&nbsp;';

/**
 * A rating slider's step label as shown and read aloud (docs/questionnaire-rules.md §9):
 * '<' → 'weniger als', '>' → 'mehr als', 'M' → 'Millionen', 'T' → 'Tausend', the space marker → space.
 * 'M' and 'T' are replaced only as units (standing alone or before '€'), never inside words.
 */
export function displayStepLabel(label: string): string {
  return label
    .split(NBSP_MARKER)
    .join(' ')
    .replace(/</g, 'weniger als ')
    .replace(/>/g, 'mehr als ')
    .replace(/(^|[\s\d])M(?=\s*€|\s|$)/g, '$1Millionen')
    .replace(/(^|[\s\d])T(?=\s*€|\s|$)/g, '$1Tausend')
    .replace(/(\d)(Millionen|Tausend)/g, '$1 $2')
    .replace(/(Millionen|Tausend)€/g, '$1 €')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * A shown label's number and unit on one line (no-break spaces): "mindestens 1 %" wrapped as "mindestens 1" above
 * "%", and the neighbouring step's "mindestens 5" read on as if it belonged to it. "Tausend €" and "Millionen €"
 * stay one unit but may go below their number: "1000 Tausend €" in one piece is wider than a step of eight in the
 * form column and ran into its neighbours. For the screen; what is read aloud keeps plain spaces.
 */
export const keepUnitsTogether = (label: string): string =>
  label.replace(/(\d) (?=%|€)/g, '$1\u00a0').replace(/(Millionen|Tausend) €/g, '$1\u00a0€');
