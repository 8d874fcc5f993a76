import { z } from 'zod';
import { messages } from './messages';

/**
 * Every message a schema produces reaches users or API clients of a German platform (docs/product.md §7), so zod's
 * defaults are replaced here, once, by plain German sentences without its technical type names. A schema's own
 * message still wins. The specification's schema messages apply: a missing value, a wrong type and a number below its
 * minimum ask to choose ('Bitte treffen Sie eine Auswahl'), an invalid e-mail address has its own sentence, and
 * where no specific message applies its default field message '{field} is not valid.' (English, as it fixes it).
 * @internal
 */
export const zodMessages = {
  unknownKey: 'Dieses Feld gibt es hier nicht.',
  tooLong: (maximum: number) => `Bitte schreiben Sie höchstens ${maximum} Zeichen.`,
  tooShort: (minimum: number) =>
    minimum <= 1 ? 'Bitte füllen Sie dieses Feld aus.' : `Bitte schreiben Sie mindestens ${minimum} Zeichen.`,
  tooMany: (maximum: number) => `Bitte geben Sie höchstens ${maximum} Einträge an.`,
  tooFew: (minimum: number) => `Bitte geben Sie mindestens ${minimum} Einträge an.`,
  tooLarge: (maximum: number) => `Bitte geben Sie höchstens ${maximum} an.`,
  multipleOf: (divisor: number) => `Bitte geben Sie ein Vielfaches von ${divisor} an.`,
  url: 'Bitte geben Sie eine gültige Internetadresse ein.',
  date: 'Bitte geben Sie ein gültiges Datum an.',
  identifier: 'Diese Kennung ist ungültig.',
  format: 'Dieser Wert hat nicht die erwartete Form.',
} as const;

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') return zodMessages.tooLong(maximum);
  if (issue.origin === 'array' || issue.origin === 'set') return zodMessages.tooMany(maximum);
  return zodMessages.tooLarge(maximum);
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') return zodMessages.tooShort(minimum);
  if (issue.origin === 'array' || issue.origin === 'set') return zodMessages.tooFew(minimum);
  return messages.selectRequired;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return messages.invalidEmail;
    case 'url':
      return zodMessages.url;
    case 'date':
    case 'datetime':
      return zodMessages.date;
    case 'uuid':
    case 'guid':
      return zodMessages.identifier;
    default:
      return zodMessages.format;
  }
}

/** The German message of an issue no schema gave its own. */
function germanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return messages.selectRequired;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return zodMessages.multipleOf(Number(issue.divisor));
    case 'unrecognized_keys':
      return zodMessages.unknownKey;
    default:
      // No specific message applies: the specification's default field message, word for word.
      return messages.fieldNotValid(String(issue.path?.at(-1) ?? 'value'));
  }
}

z.config({ localeError: germanIssueMessage });
