import type { Field, QuestionnaireAnswers, QuestionnaireDefinition } from './definition';
import { textLimits } from './schemas';
import { answerValues, UNANSWERED_VALUE, type Scale } from './scales';

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const absent = (value: unknown) => value === undefined || value === null;

/** A strict object of optional entries: an object whose every key is known and whose every value passes. */
function strictObject(entries: ReadonlyMap<string, Check>): Check {
  return (value) => {
    if (!isObject(value)) return false;
    for (const key in value) {
      const check = entries.get(key);
      if (!check || !check(value[key])) return false;
    }
    return true;
  };
}

function rating(scale: Scale): Check {
  const allowed = new Set([...answerValues(scale), UNANSWERED_VALUE]);
  return (value) => typeof value === 'number' && allowed.has(value);
}

const text =
  (limit: number): Check =>
  (value) =>
    typeof value === 'string' && value.length <= limit;

const oneOf = (values: readonly string[]): Check => {
  const allowed = new Set(values);
  return (value) => typeof value === 'string' && allowed.has(value);
};

/** The same rules as draftValue in schemas.ts, each answer may also be null or missing (nullish). */
function fieldCheck(field: Field): Check {
  const check = ((): Check => {
    switch (field.kind) {
      case 'text':
      case 'longText':
      case 'email':
        return text(textLimits[field.kind]);
      case 'choice':
        return oneOf(field.options.map((option) => option.value));
      case 'yesNo':
        return oneOf(['YES', 'NO']);
      case 'rating':
        return rating(field.scale);
      case 'matrix': {
        const entry = rating(field.scale);
        const nullable: Check = (value) => absent(value) || entry(value);
        return strictObject(new Map(field.statements.map((statement) => [statement.key, nullable])));
      }
      case 'checklist': {
        const ticked: Check = (value) => absent(value) || value === 0 || value === 1;
        return strictObject(new Map(field.items.map((item) => [item.key, ticked])));
      }
      case 'assessmentList': {
        const item = text(textLimits.text);
        const assessment = rating(field.scale);
        const row = strictObject(
          new Map<string, Check>([
            ['item', (value) => absent(value) || item(value)],
            ['assessment', (value) => absent(value) || assessment(value)],
          ]),
        );
        return (value) =>
          Array.isArray(value) && value.length <= textLimits.assessmentRows && value.every(row);
      }
    }
  })();
  return (value) => absent(value) || check(value);
}

/**
 * Whether answers pass the draft schema (draftSchema in schemas.ts), compiled once from the same definition
 * into plain checks: a save validates about 200 answers, and zod's general machinery costs a millisecond of
 * the server's one thread per save (docs/decisions/021). It only says yes or no; for the field errors of a
 * refused draft, parse it with the draft schema. A draft it accepts is stored as sent: the schema transforms
 * nothing (the tests hold both to the same verdicts).
 */
export function draftCheck(
  definition: QuestionnaireDefinition,
): (answers: unknown) => answers is QuestionnaireAnswers {
  const sections = strictObject(
    new Map(
      definition.steps.map((step): [string, Check] => {
        const fields = strictObject(new Map(step.fields.map((field) => [field.key, fieldCheck(field)])));
        // A section may be missing, but not null (the schema's .optional()).
        return [step.section, (value) => value === undefined || fields(value)];
      }),
    ),
  );
  return (answers): answers is QuestionnaireAnswers => sections(answers);
}
